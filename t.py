import warnings; warnings.simplefilter("error", RuntimeWarning)
from bayesgui.data import load_dataset
from bayesgui.paths import resource
from bayesgui.data.model_settings import ModelSettings
from bayesgui.tasks.compare import compare
from bayesgui.tasks.curves import learning_curve, smoothing_curve
from bayesgui.core.evaluation import Resampling
def run(g):
    while True:
        try: next(g)
        except StopIteration as s: return s.value
import glob; print(glob.glob("resources/datasets/*"))
ds = load_dataset(resource("datasets","watermelon3.csv"))
c = run(compare(ds, ModelSettings("naive-bayes"), None, Resampling(k=5)))
for e in c.evaluations: print(e.model, round(e.table.values["accuracy"],3), round(e.seconds,4))
print(c.failures, c.best(), c.difference(1,0,"accuracy"))
print(run(learning_curve(ds, ModelSettings("naive-bayes"), resampling=Resampling(k=3))).series["test log_loss"])
s=run(smoothing_curve(ds, ModelSettings("naive-bayes"), resampling=Resampling(k=5)))
print(s.marks, s.series["test log_loss"][0])
