"""The Gibbs job without Qt: its trace is the core sampler's reports, seeded; it stops at any yield."""

import numpy as np
import pytest

from bayesgui.core.bayes_net.gibbs import gibbs
from bayesgui.core.bayes_net.inference import variable_elimination
from bayesgui.core.bayes_net.network import BayesNet
from bayesgui.core.bayes_net.structure import Structure
from bayesgui.data.samples import network_path
from bayesgui.data.saved.network_file import read_network
from bayesgui.tasks.bayes_net.gibbs_run import GibbsTrace, gibbs_run, report_every


@pytest.fixture(scope="module")
def fig72():
    return read_network(network_path("zhou-fig7.2"))


def test_trace_holds_every_report_of_the_core_sampler_with_the_exact_answer(fig72):
    evidence = {"色泽": "青绿"}
    job = gibbs_run(fig72, ["好瓜"], evidence, samples=2000, burn_in=100, seed=3)
    traces = list(job)
    core = list(gibbs(fig72, ["好瓜"], evidence, samples=2000, burn_in=100, seed=3, report_every=report_every(2000)))
    assert len(traces) == len(core) == 2000 // report_every(2000)
    last = traces[-1]
    assert last.done and not any(t.done for t in traces[:-1]) and last.fraction == 1.0
    assert last.samples.tolist() == [c.samples for c in core]
    np.testing.assert_array_equal(last.estimates, np.vstack([c.estimate.ravel() for c in core]))
    np.testing.assert_allclose(last.exact, variable_elimination(fig72, ["好瓜"], evidence), atol=1e-15)
    assert np.isnan(last.errors[0]).all() or last.samples[0] >= 40  # no error before 40 samples
    assert np.isfinite(last.errors[-1]).all()


def test_a_two_node_query_is_flattened_in_c_order(fig72):
    traces = list(gibbs_run(fig72, ["好瓜", "甜度"], {"根蒂": "蜷缩"}, samples=200, seed=1))
    exact = variable_elimination(fig72, ["好瓜", "甜度"], {"根蒂": "蜷缩"})
    assert traces[-1].estimates.shape == (len(traces), exact.size)
    np.testing.assert_allclose(traces[-1].exact, exact.ravel())
    np.testing.assert_allclose(traces[-1].estimates.sum(axis=1), 1.0)


@pytest.mark.parametrize("stop_after", [0, 1, 3])
def test_the_job_stops_at_any_yield(fig72, stop_after):
    job = gibbs_run(fig72, ["好瓜"], {}, samples=5000, seed=0)
    seen = [next(job) for _ in range(stop_after + 1)]
    job.close()
    with pytest.raises(StopIteration):
        next(job)
    assert [t.samples[-1] for t in seen] == [report_every(5000) * (k + 1) for k in range(stop_after + 1)]
    assert isinstance(seen[-1], GibbsTrace) and not seen[-1].done


def test_the_same_seed_gives_the_same_curve_and_another_seed_another(fig72):
    def curve(seed):
        return list(gibbs_run(fig72, ["甜度"], {"好瓜": "是"}, samples=500, seed=seed))[-1].estimates

    np.testing.assert_array_equal(curve(5), curve(5))
    assert not np.array_equal(curve(5), curve(6))


def test_a_deterministic_table_raises_the_books_warning_in_the_trace():
    s = Structure(["a", "b"], [("a", "b")])
    net = BayesNet(s, [["0", "1"], ["0", "1"]], [np.array([0.5, 0.5]), np.eye(2)])
    last = list(gibbs_run(net, ["b"], {}, samples=500, seed=1))[-1]
    assert last.last.warning and set(last.last.stuck) == {"a", "b"}
    np.testing.assert_allclose(last.exact, [0.5, 0.5])
    assert sorted(last.estimates[-1].tolist()) == [0.0, 1.0]  # stuck where it started, far from the exact ½


def test_impossible_evidence_is_refused_before_sampling():
    s = Structure(["a", "b"], [("a", "b")])
    net = BayesNet(s, [["0", "1"], ["0", "1"]], [np.array([1.0, 0.0]), np.eye(2)])
    with pytest.raises(ValueError, match="probability 0"):
        next(gibbs_run(net, ["a"], {"b": "1"}, samples=100))


def test_report_every_gives_about_a_hundred_points():
    assert report_every(10_000) == 100 and report_every(1000) == 50 and report_every(12_345) == 124
