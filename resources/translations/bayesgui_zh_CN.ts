<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>BayesNetTab</name>
    <message>
        <source>Bayesian network</source>
        <translation>贝叶斯网</translation>
    </message>
    <message>
        <source>Node table</source>
        <translation>结点概率表</translation>
    </message>
    <message>
        <source>Score by node</source>
        <translation>逐结点评分</translation>
    </message>
    <message>
        <source>Learn structure</source>
        <translation>结构学习</translation>
    </message>
    <message>
        <source>Reading the table&apos;s categorical columns…</source>
        <translation>正在读取表格的离散列…</translation>
    </message>
    <message>
        <source>Open a table with categorical columns.</source>
        <translation>请打开含离散（类别）列的表格。</translation>
    </message>
    <message>
        <source>Counting the tables by EM over the missing cells…</source>
        <translation>正在用 EM 对缺失值计算条件概率表…</translation>
    </message>
    <message>
        <source>A network opened with its own tables has no data to score it on.</source>
        <translation>自带条件概率表打开的网络没有数据可用来评分。</translation>
    </message>
    <message>
        <source>Open structure</source>
        <translation>打开结构</translation>
    </message>
    <message>
        <source>Bayesian networks (*.json);;All files (*)</source>
        <translation>贝叶斯网 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>The table is still being read: open {0} again in a moment.</source>
        <translation>表格仍在读取中：请稍后再打开 {0}。</translation>
    </message>
    <message>
        <source>Open structure {0}</source>
        <translation>打开结构 {0}</translation>
    </message>
    <message>
        <source>{0}: its nodes ({1}) are not this table&apos;s categorical columns and class ({2}), and it has no tables of its own.</source>
        <translation>{0}：其结点（{1}）不是本表的离散列与类别（{2}），且文件中没有条件概率表。</translation>
    </message>
    <message>
        <source>{0}: a network with its own tables, shown without data (open a table to learn one).</source>
        <translation>{0}：自带条件概率表的网络，按原样显示，不含数据（打开表格即可学习网络）。</translation>
    </message>
    <message>
        <source>Save structure</source>
        <translation>保存结构</translation>
    </message>
    <message>
        <source>Bayesian networks (*.json)</source>
        <translation>贝叶斯网 (*.json)</translation>
    </message>
    <message>
        <source>Learn structure (hill climbing)</source>
        <translation>学习结构（爬山法）</translation>
    </message>
    <message>
        <source>Learn structure (K2)</source>
        <translation>学习结构（K2）</translation>
    </message>
    <message>
        <source>Learn structure (TAN)</source>
        <translation>学习结构（TAN）</translation>
    </message>
    <message>
        <source>The project&apos;s network could not be read: {0}</source>
        <translation>无法读取项目中的网络：{0}</translation>
    </message>
</context>
<context>
    <name>CategoricalTableModel</name>
    <message>
        <source>No training sample of this class has a value here: uniform 1/{0} = {1}</source>
        <translation>该类别没有训练样本在此处有值：取均匀分布 1/{0} = {1}</translation>
    </message>
    <message>
        <source>The last edit changed this count: {0} → {1}</source>
        <translation>上一次编辑改变了这个计数：{0} → {1}</translation>
    </message>
    <message>
        <source>Level {0}</source>
        <translation>取值 {0}</translation>
    </message>
    <message>
        <source>Class {0}: this column sums to 1</source>
        <translation>类别 {0}：此列之和为 1</translation>
    </message>
</context>
<context>
    <name>CategoricalTableView</name>
    <message>
        <source>P(level | class): hover over a cell to see the count fraction behind it.</source>
        <translation>P(取值 | 类别)：将鼠标悬停在单元格上，可查看其背后的计数比例。</translation>
    </message>
</context>
<context>
    <name>CoinPractice</name>
    <message>
        <source>Work Li Hang&apos;s three coins out yourself: at an E step type μ_j, at an M step the new π, p and q; each box is checked when you press Enter</source>
        <translation>自己算李航的三硬币模型：E 步填写 μ_j，M 步填写新的 π、p 和 q；按回车即检查该输入框</translation>
    </message>
</context>
<context>
    <name>ColumnEditor</name>
    <message>
        <source>(first column)</source>
        <translation>（第一列）</translation>
    </message>
    <message>
        <source>{0} (not in this table)</source>
        <translation>{0}（本表中没有）</translation>
    </message>
</context>
<context>
    <name>ColumnKinds</name>
    <message>
        <source>categorical</source>
        <translation>离散</translation>
    </message>
    <message>
        <source>continuous</source>
        <translation>连续</translation>
    </message>
    <message>
        <source>count</source>
        <translation>计数</translation>
    </message>
    <message>
        <source>ignore</source>
        <translation>忽略</translation>
    </message>
    <message>
        <source>target</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>categorical: a table of level frequencies per class, P(x = level | c)</source>
        <translation>离散：每个类别一张取值频率表，P(x = 取值 | c)</translation>
    </message>
    <message>
        <source>continuous: a normal density per class, with the class mean and variance</source>
        <translation>连续：每个类别一个正态密度，参数为该类别的均值和方差</translation>
    </message>
    <message>
        <source>count: a Poisson distribution per class, with the class mean count as its rate</source>
        <translation>计数：每个类别一个泊松分布，以该类别的平均计数作为泊松参数</translation>
    </message>
    <message>
        <source>ignore: left out of the model (e.g. a row number)</source>
        <translation>忽略：不纳入模型（例如行号）</translation>
    </message>
    <message>
        <source>target: the class to predict (only one column)</source>
        <translation>目标：要预测的类别（只能有一列）</translation>
    </message>
</context>
<context>
    <name>ColumnListModel</name>
    <message>
        <source>no numbers in this column</source>
        <translation>此列没有数值</translation>
    </message>
    <message>
        <source>from {0:.6g} to {1:.6g}, mean {2:.6g}</source>
        <translation>从 {0:.6g} 到 {1:.6g}，均值 {2:.6g}</translation>
    </message>
    <message>
        <source>Double-click or press F2 to change the kind</source>
        <translation>双击或按 F2 可更改类型</translation>
    </message>
    <message numerus="yes">
        <source>{0} (%n level(s))</source>
        <translation>
            <numerusform>{0}（%n 个取值）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} of %n row(s) have no value in this column</source>
        <translation>
            <numerusform>%n 行中有 {0} 行在此列缺失</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}: changed from {1} (as loaded) to {2}</source>
        <translation>{0}：已从 {1}（载入时）改为 {2}</translation>
    </message>
    <message>
        <source>{0}: {1}, as loaded</source>
        <translation>{0}：{1}，与载入时相同</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>列</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>取值</translation>
    </message>
    <message>
        <source>Missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>The column&apos;s name; bold when its kind was changed after loading</source>
        <translation>列名；载入后更改过类型的列以粗体显示</translation>
    </message>
    <message>
        <source>How naive Bayes models the column (double-click to change)</source>
        <translation>朴素贝叶斯如何对该列建模（双击可更改）</translation>
    </message>
    <message>
        <source>Levels of a categorical column, or the range of a numeric one</source>
        <translation>离散列的取值，或数值列的范围</translation>
    </message>
    <message>
        <source>Number of empty cells</source>
        <translation>空单元格的数量</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}：{1}</translation>
    </message>
</context>
<context>
    <name>ColumnPanel</name>
    <message>
        <source>Double-click a kind (or select a row and press F2) to change it</source>
        <translation>双击类型（或选中一行后按 F2）即可更改</translation>
    </message>
    <message>
        <source>Bold: the kind was changed since the table was loaded (undo restores it).</source>
        <translation>粗体：表格载入后更改过类型（撤销可恢复）。</translation>
    </message>
    <message>
        <source>Make them &amp;categorical</source>
        <translation>全部改为离散(&amp;C)</translation>
    </message>
    <message>
        <source>{0}: integers with few values, treated as counts (Poisson). Are they categories?</source>
        <translation>{0}：取值很少的整数，当前按计数（泊松）处理。它们是类别编码吗？</translation>
    </message>
</context>
<context>
    <name>ComparisonTable</name>
    <message>
        <source>best</source>
        <translation>最优</translation>
    </message>
    <message>
        <source>not run: {0}</source>
        <translation>未运行：{0}</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Risk − best (paired)</source>
        <translation>风险 − 最优（配对）</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>秒</translation>
    </message>
</context>
<context>
    <name>ConfusionView</name>
    <message>
        <source>Counts</source>
        <translation>计数</translation>
    </message>
    <message>
        <source>Row proportions</source>
        <translation>行比例</translation>
    </message>
    <message>
        <source>Weighted by loss λ</source>
        <translation>按损失 λ 加权</translation>
    </message>
    <message>
        <source>Click a cell to select its rows in the data table.</source>
        <translation>点击单元格可在数据表中选中对应的行。</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>显示</translation>
    </message>
    <message>
        <source>true {0}</source>
        <translation>真实 {0}</translation>
    </message>
    <message>
        <source>decide {0}</source>
        <translation>判为 {0}</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) held out; {0} misclassified, {1} rejected.</source>
        <translation>
            <numerusform>留出 %n 行；误分类 {0} 行，拒绝 {1} 行。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ConvergencePlot</name>
    <message>
        <source>estimate (dashed: exact)</source>
        <translation>估计值（虚线：精确值）</translation>
    </message>
    <message>
        <source>samples T</source>
        <translation>样本数 T</translation>
    </message>
    <message>
        <source>Gibbs sampling&apos;s estimate n_q / T of each state after T samples (solid), with a band of ±1 standard error, and the exact answer by variable elimination (dashed). The estimate wanders at first and settles on the exact line as T grows.</source>
        <translation>吉布斯采样在 T 个样本后对每个取值的估计 n_q / T（实线），阴影带为 ±1 个标准误差；虚线为变量消去给出的精确值。估计值起初波动，随 T 增大逐渐落到精确值的虚线上。</translation>
    </message>
</context>
<context>
    <name>CptTable</name>
    <message>
        <source>Conditional probability table</source>
        <translation>条件概率表</translation>
    </message>
    <message>
        <source>Click a node of the network to see its conditional probability table.</source>
        <translation>单击网络中的结点即可查看其条件概率表。</translation>
    </message>
    <message>
        <source>P({0} | {1}): one row per value combination of its parents</source>
        <translation>P({0} | {1})：父结点的每种取值组合一行</translation>
    </message>
    <message>
        <source>P({0}): it has no parents</source>
        <translation>P({0})：没有父结点</translation>
    </message>
    <message>
        <source>Rows with missing cells are used: the tables come from EM, each count is an expected count.</source>
        <translation>含缺失值的行也被使用：概率表由 EM 算出，每个计数都是期望计数。</translation>
    </message>
    <message>
        <source>({0} + λ) / ({1} + {2}·λ) with λ = {3}</source>
        <translation>({0} + λ) / ({1} + {2}·λ)，λ = {3}</translation>
    </message>
    <message>
        <source>({0} + λ) / ({1} + {2}·λ) with λ = {3}, expected counts by EM</source>
        <translation>({0} + λ) / ({1} + {2}·λ)，λ = {3}，计数为 EM 的期望计数</translation>
    </message>
</context>
<context>
    <name>CptView</name>
    <message>
        <source>The feature whose class-conditional probabilities are shown</source>
        <translation>要显示其类条件概率的属性</translation>
    </message>
    <message>
        <source>&amp;Feature:</source>
        <translation>属性(&amp;F)：</translation>
    </message>
    <message>
        <source>No model yet: open a table and choose the target column.</source>
        <translation>尚无模型：请打开一个表格并选择目标列。</translation>
    </message>
    <message>
        <source>{0} does not factor into one table per feature (it is not naive Bayes). See its terms under Show your work, and its boundaries in the Decision regions tab.</source>
        <translation>{0} 不能分解为每个特征一张表（它不是朴素贝叶斯）。请在“计算过程”中查看它的各项，在“决策区域”页查看它的决策边界。</translation>
    </message>
    <message>
        <source>Laplace correction, λ = 1</source>
        <translation>拉普拉斯修正，λ = 1</translation>
    </message>
    <message>
        <source>λ = 0: maximum-likelihood estimate (a level unseen in a class gets probability 0)</source>
        <translation>λ = 0：极大似然估计（某类中未出现的取值概率为 0）</translation>
    </message>
    <message>
        <source>Bayesian estimate, λ = {0}</source>
        <translation>贝叶斯估计，λ = {0}</translation>
    </message>
    <message>
        <source>P({0} = level | {1}) = (count + λ) / (class total + levels × λ); {2}</source>
        <translation>P({0} = 取值 | {1}) = (计数 + λ) / (类别样本数 + 取值数 × λ)；{2}</translation>
    </message>
    <message>
        <source>P({0} = k | {1}) = Poisson(k; rate), rate = (Σx + α) / n per class</source>
        <translation>P({0} = k | {1}) = Poisson(k; 参数)，每类参数 = (Σx + α) / n</translation>
    </message>
    <message>
        <source>p({0} | {1}) = N({0}; μ, σ²), fitted per class</source>
        <translation>p({0} | {1}) = N({0}; μ, σ²)，按类别分别拟合</translation>
    </message>
    <message>
        <source>categorical: a probability table</source>
        <translation>离散：条件概率表</translation>
    </message>
    <message>
        <source>continuous: a normal density per class</source>
        <translation>连续：每个类别一个正态密度</translation>
    </message>
    <message>
        <source>count: a Poisson rate per class</source>
        <translation>计数：每个类别一个泊松参数</translation>
    </message>
</context>
<context>
    <name>CurveView</name>
    <message>
        <source>train log-loss</source>
        <translation>训练对数损失</translation>
    </message>
    <message>
        <source>held-out log-loss</source>
        <translation>留出对数损失</translation>
    </message>
    <message>
        <source>train risk</source>
        <translation>训练风险</translation>
    </message>
    <message>
        <source>held-out risk</source>
        <translation>留出风险</translation>
    </message>
    <message>
        <source>log-loss</source>
        <translation>对数损失</translation>
    </message>
    <message>
        <source>risk</source>
        <translation>风险</translation>
    </message>
    <message>
        <source>Laplace (λ = 1)</source>
        <translation>拉普拉斯修正（λ = 1）</translation>
    </message>
    <message>
        <source>best λ = {0:g}</source>
        <translation>最优 λ = {0:g}</translation>
    </message>
</context>
<context>
    <name>DSeparationPanel</name>
    <message>
        <source>Node</source>
        <translation>结点</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Put each node in X, in Y, in the given set Z, or in none of them.</source>
        <translation>把每个结点放入 X、Y、给定集合 Z，或都不放。</translation>
    </message>
    <message>
        <source>d-separation</source>
        <translation>有向分离</translation>
    </message>
    <message>
        <source>{0} in {1}</source>
        <translation>{0} 属于 {1}</translation>
    </message>
    <message>
        <source>No network yet: load or learn one.</source>
        <translation>还没有网络：请打开或学习一个网络。</translation>
    </message>
    <message>
        <source>Put at least one node in X and one in Y.</source>
        <translation>请至少在 X 和 Y 中各放入一个结点。</translation>
    </message>
    <message>
        <source>The moral graph of the whole network (fig. 7.4): {0} nodes, {1} edges.</source>
        <translation>整个网络的道德图（图 7.4）：{0} 个结点，{1} 条边。</translation>
    </message>
    <message>
        <source>{0} ⟂ {1} | {2}</source>
        <translation>{0} ⟂ {1} | {2}</translation>
    </message>
    <message>
        <source>{0}: yes, d-separated (independent given Z).</source>
        <translation>{0}：是，有向分离（给定 Z 时条件独立）。</translation>
    </message>
    <message>
        <source>In the moral graph, removing Z&apos;s nodes leaves no path from X to Y.</source>
        <translation>在道德图中去掉 Z 的结点后，X 与 Y 之间没有路径。</translation>
    </message>
    <message>
        <source>{0}: no, not d-separated.</source>
        <translation>{0}：否，不是有向分离。</translation>
    </message>
    <message>
        <source>This path joins X to Y without passing through Z: {0}.</source>
        <translation>这条路径不经过 Z 而连接 X 与 Y：{0}。</translation>
    </message>
    <message>
        <source>The moral graph of the ancestors of X, Y and Z ({0} of {1} nodes).</source>
        <translation>X、Y、Z 及其祖先结点的道德图（{1} 个结点中的 {0} 个）。</translation>
    </message>
    <message>
        <source>Edges: {0}.</source>
        <translation>边：{0}。</translation>
    </message>
    <message>
        <source>Married parents (dashed): {0}.</source>
        <translation>V 型结构父结点间加的边（虚线）：{0}。</translation>
    </message>
</context>
<context>
    <name>DataTableModel</name>
    <message>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>P({0})</source>
        <translation>P({0})</translation>
    </message>
    <message>
        <source>score({0})</source>
        <translation>得分({0})</translation>
    </message>
    <message>
        <source>risk({0})</source>
        <translation>风险({0})</translation>
    </message>
    <message>
        <source>decision</source>
        <translation>决策</translation>
    </message>
    <message>
        <source>decision: {0}; true class: {1}</source>
        <translation>决策：{0}；真实类别：{1}</translation>
    </message>
    <message>
        <source>prediction</source>
        <translation>预测</translation>
    </message>
    <message>
        <source>Posterior probability of the class for this row</source>
        <translation>该行属于此类别的后验概率</translation>
    </message>
    <message>
        <source>Conditional risk R(action | x): the expected loss of taking this action</source>
        <translation>条件风险 R(决策 | x)：做出该决策的期望损失</translation>
    </message>
    <message>
        <source>The minimum-risk decision; rows tinted red are misclassified, amber rejected</source>
        <translation>风险最小的决策；红色的行为分类错误，琥珀色的行为被拒绝</translation>
    </message>
    <message>
        <source>{0}
{1}
Right-click to change the kind.</source>
        <translation>{0}
{1}
右键单击可更改类型。</translation>
    </message>
</context>
<context>
    <name>DataTableView</name>
    <message>
        <source>Click a row to classify it; double-click a cell to edit it; right-click for the column&apos;s kind and to add, paste or delete rows</source>
        <translation>单击一行进行分类；双击单元格进行编辑；右键单击可更改列的类型，或添加、粘贴、删除行</translation>
    </message>
    <message>
        <source>Kind of {0}</source>
        <translation>{0} 的类型</translation>
    </message>
    <message>
        <source>Add a row</source>
        <translation>添加一行</translation>
    </message>
    <message>
        <source>Paste rows from a spreadsheet</source>
        <translation>从电子表格粘贴行</translation>
    </message>
    <message>
        <source>Delete the selected rows</source>
        <translation>删除所选的行</translation>
    </message>
    <message>
        <source>Infer the column kinds again</source>
        <translation>重新推断各列的类型</translation>
    </message>
</context>
<context>
    <name>DecisionRegionView</name>
    <message>
        <source>Background: the minimum-risk decision of the chosen model under the current loss matrix (grey hatching: reject). Lines: each ticked model&apos;s decision boundaries. Points: the training rows, coloured by class.</source>
        <translation>背景：所选模型在当前损失矩阵下的最小风险决策（灰色斜线：拒绝）。线：每个勾选模型的决策边界。点：训练样本，按类别着色。</translation>
    </message>
    <message>
        <source>Could not fit: {0}</source>
        <translation>无法拟合：{0}</translation>
    </message>
    <message>
        <source>Load a table with two continuous or count columns.</source>
        <translation>请载入含有两个连续或计数列的表。</translation>
    </message>
    <message>
        <source>Choose a target column (the class to predict) to see decision regions.</source>
        <translation>请选择目标列（要预测的类别）以查看决策区域。</translation>
    </message>
    <message>
        <source>Choose two different features for the x and y axes.</source>
        <translation>请为 x 轴和 y 轴选择两个不同的特征。</translation>
    </message>
    <message>
        <source>Tick at least one model.</source>
        <translation>请至少勾选一个模型。</translation>
    </message>
    <message>
        <source>Fitting {0} model(s) on {1} and {2}…</source>
        <translation>正在用 {1} 和 {2} 拟合 {0} 个模型…</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) with a missing value left out</source>
        <translation>
            <numerusform>已略去 %n 行含缺失值的样本</numerusform>
        </translation>
    </message>
    <message>
        <source>The loss matrix is for other classes: 0-1 loss shown.</source>
        <translation>损失矩阵对应的是其他类别：此处显示 0-1 损失。</translation>
    </message>
    <message>
        <source>reject</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <source>SVM margins w·x + b = ±1</source>
        <translation>SVM 间隔 w·x + b = ±1</translation>
    </message>
    <message>
        <source>{0} could not be fitted: {1}</source>
        <translation>{0} 无法拟合：{1}</translation>
    </message>
    <message>
        <source>Choose a fitted model for the background.</source>
        <translation>请选择一个已拟合的模型作为背景。</translation>
    </message>
    <message>
        <source>Background: {0}.</source>
        <translation>背景：{0}。</translation>
    </message>
    <message>
        <source>Export decision regions</source>
        <translation>导出决策区域</translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation>已保存 {0}</translation>
    </message>
</context>
<context>
    <name>DensityPlot</name>
    <message>
        <source>density</source>
        <translation>概率密度</translation>
    </message>
    <message>
        <source>Bars: each class&apos;s training values (normalised histogram). Curves: the fitted normal density p(x | class) = N(x; μ, σ²). Dashed line: the current sample&apos;s value.</source>
        <translation>柱：各类别训练样本的取值（归一化直方图）。曲线：拟合的正态密度 p(x | 类别) = N(x; μ, σ²)。虚线：当前样本的取值。</translation>
    </message>
    <message>
        <source>Class-conditional densities</source>
        <translation>各类的类条件概率密度</translation>
    </message>
    <message>
        <source>{0}: μ = {1}, σ = {2}</source>
        <translation>{0}：μ = {1}，σ = {2}</translation>
    </message>
    <message>
        <source>{0}: no values</source>
        <translation>{0}：无数值</translation>
    </message>
</context>
<context>
    <name>EditBar</name>
    <message>
        <source>&amp;Structure</source>
        <translation>结构(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Open structure…</source>
        <translation>打开结构(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a JSON structure {&quot;nodes&quot;: [...], &quot;edges&quot;: [[parent, child], ...]} (with its tables, it is shown as it is)</source>
        <translation>打开 JSON 结构 {&quot;nodes&quot;: [...], &quot;edges&quot;: [[父结点, 子结点], ...]}（若自带条件概率表，则按原样显示）</translation>
    </message>
    <message>
        <source>Sa&amp;ve structure…</source>
        <translation>保存结构(&amp;V)…</translation>
    </message>
    <message>
        <source>Save the structure and its tables as JSON</source>
        <translation>将结构及其条件概率表保存为 JSON</translation>
    </message>
    <message>
        <source>Zhou&apos;s fig. 7.&amp;2 with its tables</source>
        <translation>周志华图 7.2 的网络及其条件概率表(&amp;2)</translation>
    </message>
    <message>
        <source>&amp;Lay out again</source>
        <translation>重新排布(&amp;L)</translation>
    </message>
    <message>
        <source>Place the nodes in layers again, every parent above its children</source>
        <translation>重新按层排布结点，父结点都在子结点上方</translation>
    </message>
    <message>
        <source>Open, save or lay out the structure</source>
        <translation>打开、保存或排布结构</translation>
    </message>
    <message>
        <source>&amp;Add edge</source>
        <translation>添加边(&amp;A)</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>删除(&amp;M)</translation>
    </message>
    <message>
        <source>Reve&amp;rse</source>
        <translation>反转(&amp;R)</translation>
    </message>
    <message>
        <source>Add the edge from → to (refused if it closes a cycle); Ctrl+Z undoes</source>
        <translation>添加边 从 → 到（若形成环则拒绝）；Ctrl+Z 撤销</translation>
    </message>
    <message>
        <source>Remove the edge from → to</source>
        <translation>删除边 从 → 到</translation>
    </message>
    <message>
        <source>Reverse the edge from → to (refused if it closes a cycle)</source>
        <translation>反转边 从 → 到（若形成环则拒绝）</translation>
    </message>
    <message>
        <source>Maximum likelihood</source>
        <translation>极大似然</translation>
    </message>
    <message>
        <source>Laplace (λ = 1)</source>
        <translation>拉普拉斯修正（λ = 1）</translation>
    </message>
    <message>
        <source>Lidstone λ</source>
        <translation>利德斯通平滑 λ</translation>
    </message>
    <message>
        <source>Ta&amp;bles:</source>
        <translation>概率表(&amp;B)：</translation>
    </message>
    <message>
        <source>How the tables are counted (eq. 7.32): (N_jk + λ) / (N_j + r·λ)</source>
        <translation>条件概率表的计数方式（式 7.32）：(N_jk + λ) / (N_j + r·λ)</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>从(&amp;F)：</translation>
    </message>
    <message>
        <source>The edge&apos;s parent</source>
        <translation>边的父结点</translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation>到(&amp;T)：</translation>
    </message>
    <message>
        <source>The edge&apos;s child</source>
        <translation>边的子结点</translation>
    </message>
</context>
<context>
    <name>EmBicPlot</name>
    <message>
        <source>Fit K = 1..max components and plot BIC and AIC.</source>
        <translation>拟合 K = 1..最大值 个混合成分，并画出 BIC 和 AIC。</translation>
    </message>
    <message>
        <source>Largest K for BIC / AIC.</source>
        <translation>计算 BIC / AIC 的最大 K。</translation>
    </message>
    <message>
        <source>Largest K</source>
        <translation>最大 K</translation>
    </message>
    <message>
        <source>number of components K</source>
        <translation>混合成分个数 K</translation>
    </message>
    <message>
        <source>criterion (lower is better)</source>
        <translation>准则值（越小越好）</translation>
    </message>
    <message>
        <source>BIC</source>
        <translation>BIC</translation>
    </message>
    <message>
        <source>AIC</source>
        <translation>AIC</translation>
    </message>
    <message>
        <source>BIC = −2 log L + p log N and AIC = −2 log L + 2p for K = 1, 2, ... components (p: free parameters). The ringed K is each criterion&apos;s choice.</source>
        <translation>对 K = 1, 2, ... 个混合成分，BIC = −2 log L + p log N，AIC = −2 log L + 2p（p：自由参数个数）。带圈的 K 是各准则选出的混合成分个数。</translation>
    </message>
    <message>
        <source>BIC/AIC for K = 1..{0}</source>
        <translation>K = 1..{0} 的 BIC/AIC</translation>
    </message>
</context>
<context>
    <name>EmControls</name>
    <message>
        <source>&amp;X</source>
        <translation>&amp;X</translation>
    </message>
    <message>
        <source>The column on the horizontal axis.</source>
        <translation>横轴上的列。</translation>
    </message>
    <message>
        <source>&amp;Y</source>
        <translation>&amp;Y</translation>
    </message>
    <message>
        <source>The column on the vertical axis (none: 1-D).</source>
        <translation>纵轴上的列（无：一维）。</translation>
    </message>
    <message>
        <source>&amp;K</source>
        <translation>&amp;K</translation>
    </message>
    <message>
        <source>Number of components.</source>
        <translation>混合成分个数。</translation>
    </message>
    <message>
        <source>&amp;Covariance</source>
        <translation>协方差(&amp;C)</translation>
    </message>
    <message>
        <source>The shape of each covariance matrix.</source>
        <translation>各协方差矩阵的形式。</translation>
    </message>
    <message>
        <source>full</source>
        <translation>完全</translation>
    </message>
    <message>
        <source>diag</source>
        <translation>对角</translation>
    </message>
    <message>
        <source>tied</source>
        <translation>共享</translation>
    </message>
    <message>
        <source>spherical</source>
        <translation>球形</translation>
    </message>
    <message>
        <source>reg_co&amp;var</source>
        <translation>reg_co&amp;var</translation>
    </message>
    <message>
        <source>Added to every variance so that no component collapses onto one point.</source>
        <translation>加到每个方差上，使混合成分不会坍缩到一个点上。</translation>
    </message>
    <message>
        <source>&amp;Init</source>
        <translation>初始化(&amp;I)</translation>
    </message>
    <message>
        <source>Initial means: k-means++, random, K data points, clicks, or the book&apos;s start (samples with one).</source>
        <translation>初始均值：k-means++、随机、K 个数据点、鼠标点击，或教材给出的初始值（仅限自带初始值的示例数据）。</translation>
    </message>
    <message>
        <source>k-means++</source>
        <translation>k-means++</translation>
    </message>
    <message>
        <source>random</source>
        <translation>随机</translation>
    </message>
    <message>
        <source>data points</source>
        <translation>数据点</translation>
    </message>
    <message>
        <source>clicked</source>
        <translation>点击选取</translation>
    </message>
    <message>
        <source>book&apos;s start</source>
        <translation>教材初始值</translation>
    </message>
    <message>
        <source>P&amp;lace means</source>
        <translation>放置均值(&amp;L)</translation>
    </message>
    <message>
        <source>While pressed, each click on the plot places an initial mean (as many as components; then Init is &quot;clicked&quot;). Clicks outside this mode never touch the run on show.</source>
        <translation>按下时，在图上每点击一次放置一个初始均值（点击次数等于混合成分个数；之后初始化为“点击”）。不在此模式下的点击不会改动正在显示的运行。</translation>
    </message>
    <message>
        <source>See&amp;d</source>
        <translation>随机种子(&amp;D)</translation>
    </message>
    <message>
        <source>Seed of the initialisation.</source>
        <translation>初始化所用的随机种子。</translation>
    </message>
    <message>
        <source>Restar&amp;ts</source>
        <translation>重启次数(&amp;T)</translation>
    </message>
    <message>
        <source>Runs side by side, with seeds seed, seed + 1, ... (two columns only).</source>
        <translation>并排运行多次，随机种子依次为所设的值、该值 + 1、……（仅限两列）。</translation>
    </message>
    <message>
        <source>Max iterations</source>
        <translation>最大迭代次数</translation>
    </message>
    <message>
        <source>Stop after this many.</source>
        <translation>迭代到此次数后停止。</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>播放(&amp;P)</translation>
    </message>
    <message>
        <source>Run EM and animate it at the chosen speed.</source>
        <translation>运行 EM 并按所选速度播放动画。</translation>
    </message>
    <message>
        <source>Step &amp;E</source>
        <translation>E 步(&amp;E)</translation>
    </message>
    <message>
        <source>Show the next E step: new responsibilities.</source>
        <translation>显示下一个 E 步：新的响应度。</translation>
    </message>
    <message>
        <source>Step &amp;M</source>
        <translation>M 步(&amp;M)</translation>
    </message>
    <message>
        <source>Show the next M step: new parameters.</source>
        <translation>显示下一个 M 步：新的参数。</translation>
    </message>
    <message>
        <source>Step &amp;back</source>
        <translation>后退一步(&amp;B)</translation>
    </message>
    <message>
        <source>Show the previous half-step.</source>
        <translation>显示上一个半步。</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>重置(&amp;R)</translation>
    </message>
    <message>
        <source>Stop EM and forget the run.</source>
        <translation>停止 EM 并丢弃本次运行。</translation>
    </message>
    <message>
        <source>Animation speed in frames (half-steps) per second.</source>
        <translation>动画速度：每秒帧数（半步数）。</translation>
    </message>
    <message>
        <source>&amp;Speed</source>
        <translation>速度(&amp;S)</translation>
    </message>
    <message>
        <source>Only M steps</source>
        <translation>只导出 M 步</translation>
    </message>
    <message>
        <source>Export one frame per M step only.</source>
        <translation>每个 M 步只导出一帧。</translation>
    </message>
    <message>
        <source>Export animation</source>
        <translation>导出动画</translation>
    </message>
    <message>
        <source>Save the run as an animated GIF or as PNG frames.</source>
        <translation>将本次运行保存为 GIF 动画或 PNG 帧序列。</translation>
    </message>
    <message>
        <source>Animated GIF…</source>
        <translation>GIF 动画…</translation>
    </message>
    <message>
        <source>PNG frames…</source>
        <translation>PNG 帧序列…</translation>
    </message>
    <message>
        <source>(none: 1-D)</source>
        <translation>（无：一维）</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <source>{0} fps</source>
        <translation>{0} 帧/秒</translation>
    </message>
</context>
<context>
    <name>EmLab</name>
    <message>
        <source>A chosen column has no value in any row.</source>
        <translation>所选的某一列在所有行中都没有值。</translation>
    </message>
    <message>
        <source>showing {0} of {1} points</source>
        <translation>显示 {1} 个点中的 {0} 个</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) with a missing value, drawn at their conditional mean ± 1 sd</source>
        <translation>
            <numerusform>%n 行有缺失值，画在其条件均值处（± 1 个标准差）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) with a missing value left out</source>
        <translation>
            <numerusform>已略去 %n 个含缺失值的行</numerusform>
        </translation>
    </message>
    <message>
        <source>EM needs at least K rows of numbers in one or two continuous or count columns.</source>
        <translation>EM 需要在一到两个连续或计数列中至少有 K 行数值。</translation>
    </message>
    <message>
        <source>Click {0} initial means on the plot (placed: {1}).</source>
        <translation>请在图上点击 {0} 个初始均值（已放置：{1}）。</translation>
    </message>
    <message>
        <source>EM failed: {0}</source>
        <translation>EM 失败：{0}</translation>
    </message>
    <message>
        <source>Initial means placed: {0} of {1}.</source>
        <translation>已放置初始均值：{0} / {1}。</translation>
    </message>
    <message>
        <source>Initial parameters, log-likelihood {0}</source>
        <translation>初始参数，对数似然 {0}</translation>
    </message>
    <message>
        <source>Iteration {0}, {1} step, log-likelihood {2}</source>
        <translation>第 {0} 次迭代，{1} 步，对数似然 {2}</translation>
    </message>
    <message>
        <source>(converged)</source>
        <translation>（已收敛）</translation>
    </message>
    <message>
        <source>Export animation</source>
        <translation>导出动画</translation>
    </message>
    <message>
        <source>GIF (*.gif)</source>
        <translation>GIF (*.gif)</translation>
    </message>
    <message>
        <source>Folder for the PNG frames</source>
        <translation>PNG 帧序列的保存文件夹</translation>
    </message>
    <message>
        <source>Exported {0} files.</source>
        <translation>已导出 {0} 个文件。</translation>
    </message>
    <message>
        <source>The project&apos;s EM run could not be read: {0}</source>
        <translation>无法读取项目中保存的 EM 运行：{0}</translation>
    </message>
    <message>
        <source>The project&apos;s EM run used columns this table lacks: {0}</source>
        <translation>项目中保存的 EM 运行用到了本表没有的列：{0}</translation>
    </message>
    <message>
        <source>The replayed run ends at log-likelihood {0:.6g}, the saved one at {1:.6g}: the data changed?</source>
        <translation>重放的运行终止于对数似然 {0:.6g}，保存时为 {1:.6g}：数据变了吗？</translation>
    </message>
</context>
<context>
    <name>EmLoglikPlot</name>
    <message>
        <source>log-likelihood</source>
        <translation>对数似然</translation>
    </message>
    <message>
        <source>iteration</source>
        <translation>迭代次数</translation>
    </message>
    <message>
        <source>log p(X | θ) after each E step. EM never lowers it: the curve rises and flattens as the parameters converge. One curve per restart.</source>
        <translation>每个 E 步后的 log p(X | θ)。EM 从不使其下降：随着参数收敛，曲线上升并趋于平缓。每次重启一条曲线。</translation>
    </message>
</context>
<context>
    <name>EmParamTable</name>
    <message>
        <source>Mixture parameters</source>
        <translation>混合模型参数</translation>
    </message>
    <message>
        <source>The parameters in force after the shown half-step: mixing coefficient α_k, mean μ_k, variances σ²_k and (two columns) the covariance of component k.</source>
        <translation>所显示半步之后的参数：混合成分 k 的混合系数 α_k、均值 μ_k、方差 σ²_k 以及（两列时）协方差。</translation>
    </message>
    <message>
        <source>α</source>
        <translation>α</translation>
    </message>
    <message>
        <source>μ {0}</source>
        <translation>μ {0}</translation>
    </message>
    <message>
        <source>σ² {0}</source>
        <translation>σ² {0}</translation>
    </message>
    <message>
        <source>cov</source>
        <translation>协方差</translation>
    </message>
    <message>
        <source>k = {0}</source>
        <translation>k = {0}</translation>
    </message>
</context>
<context>
    <name>EmPlot1D</name>
    <message>
        <source>density</source>
        <translation>概率密度</translation>
    </message>
    <message>
        <source>Bars: the column&apos;s values (normalised histogram). Thin curves: each component&apos;s weighted density α_k N(x | μ_k, σ²_k); thick curve: their sum, the mixture density. Points under the axis are coloured by their responsibilities. With &quot;Place means&quot; pressed, click to place initial means.</source>
        <translation>柱：该列的取值（归一化直方图）。细曲线：各混合成分的加权密度 α_k N(x | μ_k, σ²_k)；粗曲线：它们的和，即混合密度。坐标轴下方的点按响应度着色。按下“放置均值”后，点击可放置初始均值。</translation>
    </message>
    <message>
        <source>Press Play or Step to run EM.</source>
        <translation>按“播放”或“单步”运行 EM。</translation>
    </message>
</context>
<context>
    <name>EmPlot2D</name>
    <message>
        <source>Each point is coloured by its responsibilities: a blend of the component colours weighted by γ_ik. Shading and thin curves: the mixture&apos;s log density. Ellipses: each component&apos;s 1σ and 2σ contours. Rings: the means. With &quot;Place means&quot; pressed, click to place initial means (as many clicks as components); hover over a point for its γ, Shift+click it to add it to the γ table.</source>
        <translation>每个点按其响应度着色：以 γ_ik 为权重混合各混合成分的颜色。底色与细曲线：混合模型的对数密度。椭圆：各混合成分的 1σ 和 2σ 等高线。圆环：均值。按下“放置均值”后，点击可放置初始均值（点击次数等于混合成分个数）；鼠标悬停在点上可看其响应度 γ，Shift+点击可将其加入 γ 表或移出。</translation>
    </message>
</context>
<context>
    <name>EmStepPanel</name>
    <message>
        <source>Responsibilities of the chosen samples</source>
        <translation>所选样本的响应度</translation>
    </message>
    <message>
        <source>γ_jk, the responsibility of component k for sample x_j at this E step (Zhou eq. 9.30). Shift+click a point on the plot to add or remove it; hover over any point for its γ.</source>
        <translation>γ_jk：本次 E 步中混合成分 k 对样本 x_j 的响应度（周志华式 9.30）。在图上 Shift+点击一个点可将其加入或移出；鼠标悬停在任一点上可看其 γ。</translation>
    </message>
    <message>
        <source>Practice: type the numbers</source>
        <translation>练习：自己填写数值</translation>
    </message>
    <message>
        <source>Work the step out yourself: at an E step type each γ_jk of the chosen samples, at an M step each new α_k, μ_k and σ_k²; each box is checked when you press Enter</source>
        <translation>自己算出这一步：E 步填写所选样本的每个 γ_jk，M 步填写每个新的 α_k、μ_k 和 σ_k²；按回车即检查该输入框</translation>
    </message>
    <message>
        <source>Press Play or Step to run EM.</source>
        <translation>按“播放”或“单步”运行 EM。</translation>
    </message>
    <message>
        <source>Press Step E to practise the γ of an E step.</source>
        <translation>按“E 步”练习 E 步的 γ。</translation>
    </message>
</context>
<context>
    <name>EvaluateControls</name>
    <message>
        <source>10-fold cross-validation</source>
        <translation>10 折交叉验证</translation>
    </message>
    <message>
        <source>5-fold cross-validation</source>
        <translation>5 折交叉验证</translation>
    </message>
    <message>
        <source>Leave-one-out</source>
        <translation>留一法</translation>
    </message>
    <message>
        <source>Hold out 30%</source>
        <translation>留出 30%</translation>
    </message>
    <message>
        <source>Seed of the random folds: the same seed gives the same folds.</source>
        <translation>随机划分的种子：相同的种子得到相同的划分。</translation>
    </message>
    <message>
        <source>Evaluate</source>
        <translation>评估</translation>
    </message>
    <message>
        <source>Compare models</source>
        <translation>比较模型</translation>
    </message>
    <message>
        <source>Learning curve</source>
        <translation>学习曲线</translation>
    </message>
    <message>
        <source>Smoothing explorer</source>
        <translation>平滑参数探索</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>Test rows: where {0} says test</source>
        <translation>测试行：{0} 标为 test 的行</translation>
    </message>
</context>
<context>
    <name>EvaluateCurves</name>
    <message>
        <source>Class</source>
        <translation>类别</translation>
    </message>
</context>
<context>
    <name>EvaluateView</name>
    <message>
        <source>training rows</source>
        <translation>训练行数</translation>
    </message>
    <message>
        <source>smoothing strength λ</source>
        <translation>平滑强度 λ</translation>
    </message>
    <message>
        <source>Metrics</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Confusion matrix</source>
        <translation>混淆矩阵</translation>
    </message>
    <message>
        <source>ROC / PR</source>
        <translation>ROC / PR</translation>
    </message>
    <message>
        <source>Risk-reject</source>
        <translation>风险-拒绝</translation>
    </message>
    <message>
        <source>Reliability</source>
        <translation>可靠性</translation>
    </message>
    <message>
        <source>Learning curve</source>
        <translation>学习曲线</translation>
    </message>
    <message>
        <source>Smoothing</source>
        <translation>平滑</translation>
    </message>
    <message>
        <source>Model comparison</source>
        <translation>模型比较</translation>
    </message>
    <message>
        <source>Predictions</source>
        <translation>预测</translation>
    </message>
    <message>
        <source>Press Evaluate to cross-validate the current model.</source>
        <translation>按“评估”对当前模型做交叉验证。</translation>
    </message>
    <message>
        <source>Could not evaluate: {0}</source>
        <translation>无法评估：{0}</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>Load a table and choose its target column first.</source>
        <translation>请先载入表格并选择目标列。</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>运行中…</translation>
    </message>
    <message>
        <source>A streamed table is evaluated by k-fold (one repeat) or hold-out only.</source>
        <translation>流式表格只能用 k 折（不重复）或留出法评估。</translation>
    </message>
    <message>
        <source>{0}, {1} on every row of the file (streamed): accuracy {2:.3f}, risk {3:.3f}.</source>
        <translation>{0}，在文件的全部行上做 {1}（流式）：准确率 {2:.3f}，风险 {3:.3f}。</translation>
    </message>
    <message>
        <source>Not drawn for a streamed evaluation: this page needs every held-out row&apos;s posterior, and a streamed run keeps only the confusion counts and sums (see the Metrics and Confusion matrix pages).</source>
        <translation>流式评估不绘制此页：它需要每个留出行的后验概率，而流式运行只保留混淆计数和各项之和（见“指标”和“混淆矩阵”页）。</translation>
    </message>
    <message>
        <source>Drawn from a uniform random sample of {0} of the {1} held-out rows with their posteriors (a streamed run keeps no more).</source>
        <translation>按 {1} 个留出行中均匀随机抽取的 {0} 行及其后验概率绘制（流式运行最多只保留这么多）。</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>完成。</translation>
    </message>
    <message numerus="yes">
        <source>{0}: accuracy {1:.3f}, risk {2:.3f} (the model expects {3:.3f}); %n row(s) used, {4} skipped.</source>
        <translation>
            <numerusform>{0}：准确率 {1:.3f}，风险 {2:.3f}（模型预期 {3:.3f}）；使用 %n 行，跳过 {4} 行。</numerusform>
        </translation>
    </message>
    <message>
        <source>Only a k-fold or leave-one-out run predicts every row of the table.</source>
        <translation>只有 k 折或留一法会预测表中的每一行。</translation>
    </message>
    <message>
        <source>The project&apos;s evaluation could not be read: {0}</source>
        <translation>无法读取项目中的评估结果：{0}</translation>
    </message>
    <message>
        <source>Saved with the project. {0}</source>
        <translation>随项目保存。{0}</translation>
    </message>
    <message>
        <source>Stale: the data, the model or the loss matrix changed since this run. Press Evaluate.</source>
        <translation>已过期：此次运行后数据、模型或损失矩阵有变化。请按“评估”。</translation>
    </message>
    <message>
        <source>This page is a plot; save it as PNG or SVG.</source>
        <translation>此页是图，请保存为 PNG 或 SVG。</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>CSV 表格 (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
</context>
<context>
    <name>Failure</name>
    <message>
        <source>An internal error occurred, so this could not be done. Your data and settings are unchanged. Copy the details and send them to the course&apos;s teacher or to the developers.</source>
        <translation>发生了内部错误，此操作未能完成。您的数据和设置没有改变。请复制详细信息，发给课程老师或开发者。</translation>
    </message>
</context>
<context>
    <name>FileCommands</name>
    <message>
        <source>Open data or project</source>
        <translation>打开数据或项目</translation>
    </message>
    <message>
        <source>Data and projects (*.csv *.tsv *.txt *.xlsx *.bayesgui);;All files (*)</source>
        <translation>数据和项目 (*.csv *.tsv *.txt *.xlsx *.bayesgui);;所有文件 (*)</translation>
    </message>
    <message>
        <source>The file {0} does not exist. Check its name and folder.</source>
        <translation>文件 {0} 不存在。请检查文件名和所在文件夹。</translation>
    </message>
    <message>
        <source>The open table is not a workbook with several worksheets.</source>
        <translation>当前表格不是含多个工作表的工作簿。</translation>
    </message>
    <message>
        <source>Choose a worksheet</source>
        <translation>选择工作表</translation>
    </message>
    <message>
        <source>Worksheet of {0}:</source>
        <translation>{0} 的工作表：</translation>
    </message>
    <message>
        <source>Data changed</source>
        <translation>数据已更改</translation>
    </message>
    <message>
        <source>The data file {0} has changed since the project was saved. Open it anyway?</source>
        <translation>数据文件 {0} 在项目保存后已被修改。仍要打开吗？</translation>
    </message>
    <message>
        <source>Open a large table streamed</source>
        <translation>流式打开大型表格</translation>
    </message>
    <message>
        <source>Text tables (*.csv *.tsv *.txt);;All files (*)</source>
        <translation>文本表格 (*.csv *.tsv *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>{0} is a workbook: only text tables (CSV, TSV, TXT) can be streamed. Save it as CSV, or open it normally.</source>
        <translation>{0} 是工作簿：只有文本表格（CSV、TSV、TXT）可以流式读取。请另存为 CSV，或按常规方式打开。</translation>
    </message>
    <message>
        <source>Save project</source>
        <translation>保存项目</translation>
    </message>
    <message>
        <source>BayesGUI projects (*.bayesgui)</source>
        <translation>BayesGUI 项目 (*.bayesgui)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>Save the changes to {0} first?</source>
        <translation>是否先保存对 {0} 的更改？</translation>
    </message>
    <message>
        <source>Predict all rows first (Model ▸ Predict all rows).</source>
        <translation>请先预测所有行（模型 ▸ 预测所有行）。</translation>
    </message>
    <message>
        <source>Export predictions</source>
        <translation>导出预测结果</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Export plot</source>
        <translation>导出图表</translation>
    </message>
</context>
<context>
    <name>GraphView</name>
    <message>
        <source>{0} → {1} (right-click: remove or reverse)</source>
        <translation>{0} → {1}（右键：删除或反转）</translation>
    </message>
    <message>
        <source>Add edge from {0} to</source>
        <translation>添加边：从 {0} 到</translation>
    </message>
    <message>
        <source>Remove edge {0} → {1}</source>
        <translation>删除边 {0} → {1}</translation>
    </message>
    <message>
        <source>Reverse edge {0} → {1}</source>
        <translation>反转边 {0} → {1}</translation>
    </message>
</context>
<context>
    <name>IncompleteLab</name>
    <message>
        <source>What is incomplete in the data: the labels, some values, or everything</source>
        <translation>数据中不完整的部分：标记、部分取值，或全部</translation>
    </message>
    <message>
        <source>&amp;Run EM</source>
        <translation>运行 EM(&amp;R)</translation>
    </message>
    <message>
        <source>Step &amp;back</source>
        <translation>后退一步(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>单步(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>播放(&amp;P)</translation>
    </message>
    <message>
        <source>Export &amp;GIF…</source>
        <translation>导出 GIF(&amp;G)…</translation>
    </message>
    <message>
        <source>Incomplete:</source>
        <translation>不完整：</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Click a parameter to draw the lower bound along it</source>
        <translation>点击一个参数，沿它画出下界</translation>
    </message>
    <message>
        <source>log-likelihood</source>
        <translation>对数似然</translation>
    </message>
    <message>
        <source>parameter</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>L(θ)</source>
        <translation>L(θ)</translation>
    </message>
    <message>
        <source>lower bound B(θ, θ⁽ᵗ⁾)</source>
        <translation>下界 B(θ, θ⁽ᵗ⁾)</translation>
    </message>
    <message>
        <source>L along one parameter, the others held at θ⁽ᵗ⁾, and the EM lower bound (Q plus the entropy of the posteriors): it touches L at θ⁽ᵗ⁾ (solid line) and the M step moves to its maximum (dotted)</source>
        <translation>沿一个参数的 L（其余参数固定在 θ⁽ᵗ⁾），以及 EM 下界（Q 加后验的熵）：它在 θ⁽ᵗ⁾ 处与 L 相切（实线），M 步移到它的最大值处（点线）</translation>
    </message>
    <message>
        <source>iteration</source>
        <translation>迭代次数</translation>
    </message>
    <message>
        <source>P(class 1 | row)</source>
        <translation>P(类别 1 | 行)</translation>
    </message>
    <message>
        <source>row</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Log-likelihood and lower bound along one parameter</source>
        <translation>沿一个参数的对数似然与下界</translation>
    </message>
    <message>
        <source>Log-likelihood per iteration</source>
        <translation>每次迭代的对数似然</translation>
    </message>
    <message>
        <source>The log-likelihood of the observed values after each EM iteration; EM never lowers it.</source>
        <translation>每次 EM 迭代后观测值的对数似然；EM 从不使它降低。</translation>
    </message>
    <message>
        <source>Rows and their filled-in values</source>
        <translation>各行及其填补值</translation>
    </message>
    <message>
        <source>For a latent class: one bar per row, the posterior probability of class 1. For two numeric columns: one point per row, a missing value at its expected value with bars of its spread.</source>
        <translation>隐类别：每行一根柱，表示属于类别 1 的后验概率。两个数值列：每行一个点，缺失值画在其期望处，并用误差棒表示其离散程度。</translation>
    </message>
    <message>
        <source>Open a table first.</source>
        <translation>请先打开表格。</translation>
    </message>
    <message>
        <source>start</source>
        <translation>初始</translation>
    </message>
    <message>
        <source>E step</source>
        <translation>E 步</translation>
    </message>
    <message>
        <source>M step</source>
        <translation>M 步</translation>
    </message>
    <message>
        <source>Iteration {0} · {1} · log-likelihood {2:.6g}</source>
        <translation>第 {0} 次迭代 · {1} · 对数似然 {2:.6g}</translation>
    </message>
    <message>
        <source>Export animation</source>
        <translation>导出动画</translation>
    </message>
    <message>
        <source>GIF (*.gif)</source>
        <translation>GIF (*.gif)</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n frame(s).</source>
        <translation>
            <numerusform>已导出 %n 帧。</numerusform>
        </translation>
    </message>
    <message>
        <source>first column</source>
        <translation>第一列</translation>
    </message>
    <message>
        <source>second column</source>
        <translation>第二列</translation>
    </message>
    <message>
        <source>Choose what is incomplete, then Run EM.</source>
        <translation>选择不完整的部分，然后运行 EM。</translation>
    </message>
</context>
<context>
    <name>InferencePanel</name>
    <message>
        <source>Tick the nodes to ask about (the query Q); give the value of each observed node (the evidence).</source>
        <translation>勾选要推断的结点（查询变量 Q）；为每个已观测的结点选定取值（证据）。</translation>
    </message>
    <message>
        <source>Exact (variable elimination)</source>
        <translation>精确推断（变量消去）</translation>
    </message>
    <message>
        <source>Gibbs sampling (fig. 7.5)</source>
        <translation>吉布斯采样（图 7.5）</translation>
    </message>
    <message>
        <source>Exact: summed out node by node. Gibbs: estimated from a sampled chain.</source>
        <translation>精确推断：逐个结点求和消去。吉布斯采样：由采样得到的马尔可夫链估计。</translation>
    </message>
    <message>
        <source>Samples T counted after the burn-in.</source>
        <translation>预烧之后计入的样本数 T。</translation>
    </message>
    <message>
        <source>Samples drawn first and not counted.</source>
        <translation>最先采出、不计入估计的样本数。</translation>
    </message>
    <message>
        <source>The same seed gives the same chain.</source>
        <translation>相同的种子给出相同的马尔可夫链。</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Run Gibbs sampling with these settings.</source>
        <translation>按这些设置运行吉布斯采样。</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Samples</source>
        <translation>样本数</translation>
    </message>
    <message>
        <source>Burn-in</source>
        <translation>预烧</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <source>State</source>
        <translation>取值</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>精确值</translation>
    </message>
    <message>
        <source>Gibbs</source>
        <translation>吉布斯</translation>
    </message>
    <message>
        <source>± SE</source>
        <translation>± 标准误差</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>推断</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>查询</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>证据</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Evidence for {0}</source>
        <translation>{0} 的证据</translation>
    </message>
    <message>
        <source>No network yet: load or learn one.</source>
        <translation>还没有网络：请打开或学习一个网络。</translation>
    </message>
    <message>
        <source>Tick at least one node to ask about.</source>
        <translation>请至少勾选一个要推断的结点。</translation>
    </message>
    <message>
        <source>The query has {0} joint states; ask about fewer nodes (at most {1} states).</source>
        <translation>查询变量共有 {0} 种联合取值；请减少查询结点（最多 {1} 种取值）。</translation>
    </message>
    <message>
        <source>The network is too large for exact inference; use Gibbs sampling.</source>
        <translation>网络太大，无法精确推断；请用吉布斯采样。</translation>
    </message>
    <message>
        <source>{0} of {1} samples</source>
        <translation>已采 {0} / {1} 个样本</translation>
    </message>
    <message>
        <source>{0} of {1} samples (running)</source>
        <translation>已采 {0} / {1} 个样本（运行中）</translation>
    </message>
    <message>
        <source>Warning (Zhou §7.5.3): the network has {0} probabilities of exactly 0 or 1, and the chain could not move freely, so its estimate need not converge to the exact answer.</source>
        <translation>注意（《机器学习》7.5.3 节）：网络中有 {0} 个恰为 0 或 1 的极端概率，马尔可夫链无法自由转移，不能保证存在平稳分布，吉布斯采样可能给出错误的估计结果。</translation>
    </message>
    <message>
        <source>Never changed, every draw forced: {0}.</source>
        <translation>每次采样都别无选择、从未改变的结点：{0}。</translation>
    </message>
    <message>
        <source>Draws that met a state of probability 0: {0}.</source>
        <translation>遇到概率为 0 的状态的采样次数：{0}。</translation>
    </message>
</context>
<context>
    <name>KindDelegate</name>
    <message>
        <source>The kind decides how naive Bayes models this column</source>
        <translation>类型决定朴素贝叶斯如何对该列建模</translation>
    </message>
</context>
<context>
    <name>LearningPanel</name>
    <message>
        <source>Learning mode</source>
        <translation>学习方式</translation>
    </message>
    <message>
        <source>no: μ and σ²</source>
        <translation>否：μ 和 σ²</translation>
    </message>
    <message>
        <source>Bins of each continuous column</source>
        <translation>每个连续列的分箱数</translation>
    </message>
    <message>
        <source>Tabulate each continuous column as P(bin | c) instead of μ and σ²: this many equal-width bins over its values, counted from the table&apos;s rows</source>
        <translation>把每个连续列列成 P(箱 | c) 而不是 μ 和 σ²：在其取值范围上分成这么多个等宽的箱，按表中的行计数</translation>
    </message>
    <message>
        <source>Continuous columns in bins</source>
        <translation>连续列分箱</translation>
    </message>
    <message>
        <source>statistic</source>
        <translation>统计量</translation>
    </message>
    <message>
        <source>class</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>old → new</source>
        <translation>旧 → 新</translation>
    </message>
    <message>
        <source>Statistics the last edit changed</source>
        <translation>上次编辑改变的统计量</translation>
    </message>
    <message>
        <source>Export table as CSV…</source>
        <translation>将表导出为 CSV…</translation>
    </message>
    <message>
        <source>Export table as HTML…</source>
        <translation>将表导出为 HTML…</translation>
    </message>
    <message>
        <source>Show the look-up table…</source>
        <translation>显示查找表…</translation>
    </message>
    <message>
        <source>Compare the modes</source>
        <translation>比较各种方式</translation>
    </message>
    <message>
        <source>mode</source>
        <translation>方式</translation>
    </message>
    <message>
        <source>training (ms)</source>
        <translation>训练（毫秒）</translation>
    </message>
    <message>
        <source>per prediction (µs)</source>
        <translation>每次预测（微秒）</translation>
    </message>
    <message>
        <source>numbers stored</source>
        <translation>存储的数值个数</translation>
    </message>
    <message>
        <source>The learning modes compared</source>
        <translation>各学习方式的比较</translation>
    </message>
    <message>
        <source>Eager</source>
        <translation>急切学习</translation>
    </message>
    <message>
        <source>Lazy</source>
        <translation>懒惰学习</translation>
    </message>
    <message>
        <source>Incremental</source>
        <translation>增量学习</translation>
    </message>
    <message>
        <source>Train on the whole table: everything is estimated once; any edit means estimating it all again.</source>
        <translation>在整张表上训练：所有概率一次估计出来；任何编辑都意味着全部重新估计。</translation>
    </message>
    <message>
        <source>Look-up table</source>
        <translation>查表</translation>
    </message>
    <message>
        <source>When predictions must be fast: every P(c) and P(x|c) is worked out in advance and kept in one table, so predicting is only looking numbers up and multiplying them. Any edit rebuilds the table.</source>
        <translation>当预测必须很快时：事先算出每个 P(c) 和 P(x|c) 并存入一张表，预测时只需查表并相乘。任何编辑都要重建这张表。</translation>
    </message>
    <message>
        <source>When the data change often: nothing is trained in advance; each prediction counts what it needs from the rows as they are now. Edits cost nothing; every prediction pays for the counting.</source>
        <translation>当数据经常变化时：不事先训练；每次预测时才从当前的行中统计所需的量。编辑不花任何代价，代价由每次预测的计数承担。</translation>
    </message>
    <message>
        <source>When data keep arriving: a new row only adds to the counts its values touch, a deleted row subtracts them, an edited cell does both. The rest of the model is left as it was.</source>
        <translation>当数据不断到来时：新的一行只增加它的取值所涉及的计数，删除一行则减去这些计数，编辑一个单元格两者都做。模型的其余部分保持不变。</translation>
    </message>
    <message numerus="yes">
        <source>Nothing is trained: the estimates are counted now from %n row(s).</source>
        <translation>
            <numerusform>没有训练：这些估计是刚刚从 %n 行中统计出来的。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Updated, not retrained: the last edit touched %n count(s).</source>
        <translation>
            <numerusform>已更新，未重新训练：上一次编辑改动了 %n 个计数。</numerusform>
        </translation>
    </message>
    <message>
        <source>Trained again: {0}</source>
        <translation>重新训练：{0}</translation>
    </message>
    <message numerus="yes">
        <source>Trained on %n row(s).</source>
        <translation>
            <numerusform>在 %n 行上训练。</numerusform>
        </translation>
    </message>
    <message>
        <source>count</source>
        <translation>计数</translation>
    </message>
    <message>
        <source>observed</source>
        <translation>有值的行数</translation>
    </message>
    <message>
        <source>scatter</source>
        <translation>散度</translation>
    </message>
    <message>
        <source>Only naive Bayes models have a look-up table; this model computes.</source>
        <translation>只有朴素贝叶斯模型有查找表；这个模型需要计算。</translation>
    </message>
    <message numerus="yes">
        <source>The bars, show your work and every prediction read the look-up table: %n number(s).</source>
        <translation>
            <numerusform>概率条、“计算过程”和每次预测都从查找表中读数：共 %n 个数。</numerusform>
        </translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Web pages (*.html)</source>
        <translation>网页 (*.html)</translation>
    </message>
    <message>
        <source>Export the look-up table</source>
        <translation>导出查找表</translation>
    </message>
    <message numerus="yes">
        <source>The last edit touched %n count(s).</source>
        <translation>
            <numerusform>上一次编辑改动了 %n 个计数。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LossEditor</name>
    <message>
        <source>λ_ij is the loss of deciding c_i (row) when the truth is c_j (column). The conditional risk is R(c_i|x) = Σ_j λ_ij P(c_j|x); the Bayes decision takes the action of least risk. With the 0-1 loss this is the most probable class.</source>
        <translation>λ_ij 是真实类别为 c_j（列）时判为 c_i（行）所产生的损失。条件风险为 R(c_i|x) = Σ_j λ_ij P(c_j|x)；贝叶斯决策选择条件风险最小的决策。在 0-1 损失下，即为后验概率最大的类别。</translation>
    </message>
    <message>
        <source>&amp;Reject option</source>
        <translation>拒绝选项(&amp;R)</translation>
    </message>
    <message>
        <source>Add the action &quot;reject&quot; (refuse to decide), which costs the same whatever the truth</source>
        <translation>添加“拒绝”决策（不作判定），无论真实类别为何，其损失都相同</translation>
    </message>
    <message>
        <source>The loss of rejecting; reject wins when every decision risks more than this</source>
        <translation>拒绝的损失；当判为任一类别的风险都高于此值时，选择拒绝</translation>
    </message>
    <message>
        <source>&amp;0-1 loss</source>
        <translation>0-1 损失(&amp;0)</translation>
    </message>
    <message>
        <source>Reset the decisions to the 0-1 loss (0 on the diagonal, 1 elsewhere); undoable</source>
        <translation>将损失矩阵重置为 0-1 损失（对角线为 0，其余为 1）；可撤销</translation>
    </message>
    <message>
        <source>The current model (linear SVM) gives decisions, not posteriors: this loss matrix does not apply to it. It still shapes the other models&apos; regions in the Decision regions tab.</source>
        <translation>当前模型（线性 SVM）只给出决策，不给出后验概率：此损失矩阵对它不适用。它仍会影响“决策区域”页中其他模型的区域。</translation>
    </message>
    <message>
        <source>&amp;Cost:</source>
        <translation>代价(&amp;C)：</translation>
    </message>
    <message>
        <source>Add reject option (cost {0:g})</source>
        <translation>添加拒绝选项（代价 {0:g}）</translation>
    </message>
    <message>
        <source>Remove reject option</source>
        <translation>移除拒绝选项</translation>
    </message>
    <message>
        <source>Set reject cost to {0:g}</source>
        <translation>将拒绝代价设为 {0:g}</translation>
    </message>
    <message>
        <source>Reset to 0-1 loss</source>
        <translation>重置为 0-1 损失</translation>
    </message>
</context>
<context>
    <name>LossTableModel</name>
    <message>
        <source>λ = {0}: the loss of deciding {1} when the truth is {2}</source>
        <translation>λ = {0}：真实类别为 {2} 时判为 {1} 的损失</translation>
    </message>
    <message>
        <source>The true class is {0}</source>
        <translation>真实类别为 {0}</translation>
    </message>
    <message>
        <source>truth {0}</source>
        <translation>真实 {0}</translation>
    </message>
    <message>
        <source>Refuse to decide (the same cost whatever the truth)</source>
        <translation>拒绝判定（无论真实类别为何，代价都相同）</translation>
    </message>
    <message>
        <source>reject</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <source>Decide {0}</source>
        <translation>判为 {0}</translation>
    </message>
    <message>
        <source>decide {0}</source>
        <translation>判为 {0}</translation>
    </message>
    <message>
        <source>The loss λ({0}, {1}) must be a number; “{2}” is not one.</source>
        <translation>损失 λ({0}, {1}) 必须是数字；“{2}”不是数字。</translation>
    </message>
    <message>
        <source>The loss λ({0}, {1}) must be finite, not {2}.</source>
        <translation>损失 λ({0}, {1}) 必须是有限值，不能是 {2}。</translation>
    </message>
    <message>
        <source>The loss λ({0}, {1}) must be 0 or more (a loss, not a reward), not {2:g}.</source>
        <translation>损失 λ({0}, {1}) 必须大于或等于 0（它是损失，不是奖励），不能是 {2:g}。</translation>
    </message>
    <message>
        <source>Set λ({0}, {1}) to {2}</source>
        <translation>将 λ({0}, {1}) 设为 {2}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Data</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>Probability tables</source>
        <translation>条件概率表</translation>
    </message>
    <message>
        <source>EM lab</source>
        <translation>EM 实验室</translation>
    </message>
    <message>
        <source>EM: incomplete data</source>
        <translation>EM：不完整数据</translation>
    </message>
    <message>
        <source>Decision regions</source>
        <translation>决策区域</translation>
    </message>
    <message>
        <source>Evaluate</source>
        <translation>评估</translation>
    </message>
    <message>
        <source>Bayesian network</source>
        <translation>贝叶斯网</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>列</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Classify</source>
        <translation>分类</translation>
    </message>
    <message>
        <source>Loss matrix</source>
        <translation>损失矩阵</translation>
    </message>
    <message>
        <source>Show your work</source>
        <translation>计算过程</translation>
    </message>
    <message>
        <source>Learning mode</source>
        <translation>学习方式</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop the running job (Esc)</source>
        <translation>停止正在运行的任务 (Esc)</translation>
    </message>
    <message>
        <source>Model trained</source>
        <translation>模型已训练完成</translation>
    </message>
    <message>
        <source>Training cancelled</source>
        <translation>训练已取消</translation>
    </message>
    <message>
        <source>Prediction cancelled</source>
        <translation>预测已取消</translation>
    </message>
    <message>
        <source>Data loaded</source>
        <translation>数据已载入</translation>
    </message>
    <message numerus="yes">
        <source>Classified %n row(s)</source>
        <translation>
            <numerusform>已分类 %n 行</numerusform>
        </translation>
    </message>
    <message>
        <source>BayesGUI</source>
        <translation>BayesGUI</translation>
    </message>
</context>
<context>
    <name>MenuBuilder</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a data file or a project (Ctrl+O)</source>
        <translation>打开数据文件或项目 (Ctrl+O)</translation>
    </message>
    <message>
        <source>Open s&amp;treamed…</source>
        <translation>流式打开(&amp;T)…</translation>
    </message>
    <message>
        <source>Open a table too large for memory: a preview shows, each job reads the file in chunks</source>
        <translation>打开内存放不下的表格：显示预览，每项任务分块读取文件</translation>
    </message>
    <message>
        <source>Open &amp;sample</source>
        <translation>打开示例(&amp;S)</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>Choose &amp;worksheet…</source>
        <translation>选择工作表(&amp;W)…</translation>
    </message>
    <message>
        <source>Read another worksheet of the open workbook</source>
        <translation>读取当前工作簿的另一个工作表</translation>
    </message>
    <message>
        <source>Preview a ra&amp;ndom sample</source>
        <translation>预览随机样本(&amp;N)</translation>
    </message>
    <message>
        <source>Show a random sample of the streamed file&apos;s rows instead of its first rows</source>
        <translation>用流式文件的随机样本行代替开头几行来预览</translation>
    </message>
    <message>
        <source>&amp;Save project</source>
        <translation>保存项目(&amp;S)</translation>
    </message>
    <message>
        <source>Save data path, kinds, loss matrix and settings</source>
        <translation>保存数据路径、列类型、损失矩阵和设置</translation>
    </message>
    <message>
        <source>Save project &amp;as…</source>
        <translation>项目另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Export &amp;predictions…</source>
        <translation>导出预测结果(&amp;P)…</translation>
    </message>
    <message>
        <source>Export p&amp;lot…</source>
        <translation>导出图表(&amp;L)…</translation>
    </message>
    <message>
        <source>Save the current plot as PNG or SVG</source>
        <translation>将当前图表保存为 PNG 或 SVG</translation>
    </message>
    <message>
        <source>Print wor&amp;ksheet…</source>
        <translation>打印练习题(&amp;K)…</translation>
    </message>
    <message>
        <source>Print an exercise from this table and these settings to PDF, with its answer key</source>
        <translation>用当前表格和设置出一道练习题，连同参考答案打印为 PDF</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Model</source>
        <translation>模型(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Train</source>
        <translation>训练(&amp;T)</translation>
    </message>
    <message>
        <source>Train the model on the whole table (Ctrl+T)</source>
        <translation>在整个表格上训练模型 (Ctrl+T)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>Stop the running job (Esc)</source>
        <translation>停止正在运行的任务 (Esc)</translation>
    </message>
    <message>
        <source>&amp;Predict all rows</source>
        <translation>预测所有行(&amp;P)</translation>
    </message>
    <message>
        <source>Add posterior, risk and decision columns to the table (Ctrl+P)</source>
        <translation>在表格中添加后验概率、风险和决策列 (Ctrl+P)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <source>Larger text and thicker plot lines for a projector (Ctrl+Shift+P)</source>
        <translation>放大文字、加粗图线，适合投影 (Ctrl+Shift+P)</translation>
    </message>
    <message>
        <source>&amp;Focus on the picture</source>
        <translation>聚焦图形(&amp;F)</translation>
    </message>
    <message>
        <source>Only the picture and the controls it needs, full screen (F11; Esc leaves)</source>
        <translation>全屏只显示图形及其所需的控件（F11；按 Esc 退出）</translation>
    </message>
    <message>
        <source>Reset &amp;layout</source>
        <translation>重置布局(&amp;L)</translation>
    </message>
    <message>
        <source>Show each tab&apos;s panels as at first</source>
        <translation>把每个标签页的面板恢复为最初的布局</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About BayesGUI</source>
        <translation>关于 BayesGUI(&amp;A)</translation>
    </message>
    <message>
        <source>About BayesGUI</source>
        <translation>关于 BayesGUI</translation>
    </message>
    <message>
        <source>BayesGUI {0}: Bayesian classification, explained step by step.</source>
        <translation>BayesGUI {0}：逐步讲解贝叶斯分类。</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
</context>
<context>
    <name>MessageBox</name>
    <message>
        <source>This happened {0} times.</source>
        <translation>此情况已出现 {0} 次。</translation>
    </message>
    <message>
        <source>Copy details</source>
        <translation>复制详细信息</translation>
    </message>
    <message>
        <source>The details are on the clipboard.</source>
        <translation>详细信息已复制到剪贴板。</translation>
    </message>
</context>
<context>
    <name>MetricsTable</name>
    <message>
        <source>{0}: precision / recall / F1</source>
        <translation>{0}：查准率 / 查全率 / F1</translation>
    </message>
    <message>
        <source>rows used / skipped</source>
        <translation>使用 / 跳过的行</translation>
    </message>
    <message>
        <source>rows held out</source>
        <translation>留出的行</translation>
    </message>
    <message>
        <source>A streamed evaluation keeps the confusion counts and sums, not every row&apos;s posterior: the AUCs (which rank the rows by score) are not computed (—).</source>
        <translation>流式评估只保留混淆计数和各项之和，不保留每行的后验概率：AUC（需按得分给各行排序）未计算（—）。</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Value ± standard error</source>
        <translation>值 ± 标准误</translation>
    </message>
</context>
<context>
    <name>ModelPanel</name>
    <message>
        <source>What the current model was trained on</source>
        <translation>当前模型的训练数据</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>模型(&amp;M)：</translation>
    </message>
    <message>
        <source>The classifier to train. The Gaussian models use the numeric (continuous and count) columns only; logistic regression and the SVM are discriminative baselines, not Bayesian models.</source>
        <translation>要训练的分类器。高斯类模型只使用数值列（连续和计数）；逻辑回归和 SVM 是判别式基线，不是贝叶斯模型。</translation>
    </message>
    <message>
        <source>Settings that reproduce a textbook&apos;s worked examples</source>
        <translation>复现教材例题的设置</translation>
    </message>
    <message>
        <source>Sho&amp;w</source>
        <translation>显示(&amp;W)</translation>
    </message>
    <message>
        <source>Select the rows the model skipped in the data table</source>
        <translation>在数据表中选中模型跳过的行</translation>
    </message>
    <message>
        <source>Pre&amp;set:</source>
        <translation>预设(&amp;S)：</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>Uses the continuous and count columns only; categorical columns are left out.</source>
        <translation>只使用连续列和计数列；离散列被略去。</translation>
    </message>
    <message>
        <source>Uses the categorical columns, and the continuous and count columns cut into intervals (bins).</source>
        <translation>使用离散属性列，连续列和计数列按区间分箱后使用。</translation>
    </message>
    <message>
        <source>Uses the categorical columns only; continuous and count columns are left out.</source>
        <translation>只使用离散列；连续列和计数列不使用。</translation>
    </message>
    <message>
        <source>The EM lab tab shows EM fitting a Gaussian mixture step by step on your data.</source>
        <translation>“EM 实验”标签页会在你的数据上逐步展示 EM 拟合高斯混合模型的过程。</translation>
    </message>
    <message>
        <source>Left out: {0}</source>
        <translation>未使用的列：{0}</translation>
    </message>
    <message>
        <source>Choose bins under Continuous columns to cut the continuous columns into intervals.</source>
        <translation>在“连续列”中选择分箱，即可把连续列切分为区间后使用。</translation>
    </message>
    <message>
        <source>Training…</source>
        <translation>正在训练…</translation>
    </message>
    <message>
        <source>Training failed: {0}</source>
        <translation>训练失败：{0}</translation>
    </message>
    <message>
        <source>No data loaded</source>
        <translation>未载入数据</translation>
    </message>
    <message>
        <source>Choose a target column to train a model</source>
        <translation>请选择目标列以训练模型</translation>
    </message>
    <message>
        <source>Not trained yet</source>
        <translation>尚未训练</translation>
    </message>
    <message numerus="yes">
        <source>Trained on %n row(s)</source>
        <translation>
            <numerusform>已在 %n 行上训练</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n class(es)</source>
        <translation>
            <numerusform>%n 个类别</numerusform>
        </translation>
    </message>
    <message>
        <source>missing values in {0}</source>
        <translation>{0} 有缺失值</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) without a class</source>
        <translation>
            <numerusform>%n 行没有类别</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n skipped</source>
        <translation>
            <numerusform>；跳过 %n 行</numerusform>
        </translation>
    </message>
    <message>
        <source> ({0})</source>
        <translation>（{0}）</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>missing values filled in by EM</source>
        <translation>缺失值由 EM 补全</translation>
    </message>
    <message>
        <source>missing factors left out</source>
        <translation>缺失的因子不计入乘积</translation>
    </message>
    <message numerus="yes">
        <source>; %n row(s) with missing values used</source>
        <translation>
            <numerusform>；使用了 %n 行含缺失值的样本</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MoralGraphView</name>
    <message>
        <source>The moral graph: the network&apos;s edges without directions (solid), the parents of a common child joined (dashed), only the ancestors of X, Y and Z (the others faded). Removing Z&apos;s nodes, X and Y are d-separated when no path joins them; a path that does is drawn thick.</source>
        <translation>道德图：网络的边去掉方向（实线），V 型结构的两个父结点之间加上无向边（虚线），只取 X、Y、Z 及其祖先结点（其余结点变淡）。去掉 Z 中的结点后，若没有路径连接 X 与 Y，则 X 与 Y 被 Z 有向分离；连接它们的路径以粗线画出。</translation>
    </message>
</context>
<context>
    <name>NetworkState</name>
    <message>
        <source>A Bayesian network needs two categorical columns or more (the class counts); this table has {0}. Mark columns as categorical in the Columns panel.</source>
        <translation>贝叶斯网需要至少两个离散列（类别列也算）；本表只有 {0} 个。请在“列”面板中把列标为离散。</translation>
    </message>
    <message>
        <source>Counting the tables by EM was stopped; change λ or the structure to count again.</source>
        <translation>EM 计算概率表已停止；修改 λ 或结构即可重新计算。</translation>
    </message>
    <message>
        <source>Reading the table was stopped; show this tab again to read it.</source>
        <translation>读取表格已停止；再次显示此页即可重新读取。</translation>
    </message>
    <message>
        <source>This network was opened with its own tables: open a table to edit a structure.</source>
        <translation>此网络是带条件概率表打开的：请打开表格再编辑结构。</translation>
    </message>
    <message>
        <source>Add edge {0} → {1}</source>
        <translation>添加边 {0} → {1}</translation>
    </message>
    <message>
        <source>Remove edge {0} → {1}</source>
        <translation>删除边 {0} → {1}</translation>
    </message>
    <message>
        <source>Reverse edge {0} → {1}</source>
        <translation>反转边 {0} → {1}</translation>
    </message>
</context>
<context>
    <name>NoticeBar</name>
    <message numerus="yes">
        <source>%n note(s) about this table. </source>
        <translation>
            <numerusform>关于此表格有 %n 个说明。</numerusform>
        </translation>
    </message>
    <message>
        <source>Details</source>
        <translation>详情</translation>
    </message>
    <message>
        <source>Show every note about how the table was read</source>
        <translation>显示读取表格时的全部说明</translation>
    </message>
    <message>
        <source>Hide these notes until the table changes</source>
        <translation>隐藏这些说明，直到表格改变</translation>
    </message>
</context>
<context>
    <name>OrderList</name>
    <message>
        <source>K2 order</source>
        <translation>K2 顺序</translation>
    </message>
    <message>
        <source>K2&apos;s order: drag a node (or use Up and Down); a node&apos;s parents are chosen among the nodes above it</source>
        <translation>K2 的顺序：拖动结点（或用“上移”“下移”）；结点的父结点从排在它上面的结点中选取</translation>
    </message>
    <message>
        <source>&amp;Up</source>
        <translation>上移(&amp;U)</translation>
    </message>
    <message>
        <source>Dow&amp;n</source>
        <translation>下移(&amp;N)</translation>
    </message>
    <message>
        <source>Column order</source>
        <translation>列的顺序</translation>
    </message>
    <message>
        <source>Back to the table&apos;s column order</source>
        <translation>恢复为数据表的列顺序</translation>
    </message>
</context>
<context>
    <name>PlotExport</name>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG 图像 (*.png);;SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <source>Cannot export to &apos;{0}&apos;: choose a file name ending in .png or .svg.</source>
        <translation>无法导出到“{0}”：请选择以 .png 或 .svg 结尾的文件名。</translation>
    </message>
    <message>
        <source>Could not write {0}.</source>
        <translation>无法写入 {0}。</translation>
    </message>
    <message>
        <source>The plot has no size yet: show it before exporting.</source>
        <translation>图表尚无尺寸：请先显示图表再导出。</translation>
    </message>
</context>
<context>
    <name>PosteriorBars</name>
    <message>
        <source>Posterior P(Q | evidence)</source>
        <translation>后验 P(Q | 证据)</translation>
    </message>
</context>
<context>
    <name>PosteriorView</name>
    <message>
        <source>Left: the posterior probability of each class for the current sample. Right: the expected loss (conditional risk) of each action. The highlighted bar is the decision of least risk.</source>
        <translation>左：当前样本属于各类别的后验概率。右：各决策的期望损失（条件风险）。高亮的柱为风险最小的决策。</translation>
    </message>
    <message>
        <source>Posterior and risk bars</source>
        <translation>后验概率与风险柱状图</translation>
    </message>
    <message>
        <source>Posterior P(c | x)</source>
        <translation>后验概率 P(c | x)</translation>
    </message>
    <message>
        <source>Conditional risk R(a | x)</source>
        <translation>条件风险 R(a | x)</translation>
    </message>
    <message>
        <source>Posterior and risk</source>
        <translation>后验概率与风险</translation>
    </message>
    <message>
        <source>No decision yet: open a table and choose the target column.</source>
        <translation>尚无决策：请打开一个表格并选择目标列。</translation>
    </message>
    <message>
        <source>reject</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <source>Decision score (no posterior)</source>
        <translation>决策得分（无后验）</translation>
    </message>
    <message>
        <source>No risks: the loss matrix needs posteriors</source>
        <translation>无风险：损失矩阵需要后验概率</translation>
    </message>
    <message>
        <source>Decision: {0} (largest score). The SVM gives decisions, not posteriors, so the loss matrix does not apply.</source>
        <translation>决策：{0}（得分最大）。SVM 只给出决策，不给出后验概率，因此损失矩阵不适用。</translation>
    </message>
    <message>
        <source>Decision: reject (least risk): deciding any class, even the most probable one ({0}), risks more.</source>
        <translation>决策：拒绝（风险最小）：判为任何类别（即使是后验概率最大的 {0}）的风险都更高。</translation>
    </message>
    <message>
        <source>Decision: {0} (least risk), although the most probable class is {1}: the loss matrix makes deciding {1} riskier.</source>
        <translation>决策：{0}（风险最小），尽管后验概率最大的类别是 {1}：在当前损失矩阵下，判为 {1} 的风险更高。</translation>
    </message>
    <message>
        <source>Decision: {0} (least risk)</source>
        <translation>决策：{0}（风险最小）</translation>
    </message>
</context>
<context>
    <name>PracticeSheet</name>
    <message>
        <source>Practice score</source>
        <extracomment>text colour of each mark (Okabe &amp; Ito&apos;s bluish green, vermillion and blue, darkened to read on white); the icon and the words say it too, for a reader who cannot tell the colours apart</extracomment>
        <translation>练习得分</translation>
    </message>
    <message>
        <source>Start &amp;again</source>
        <translation>重新开始(&amp;A)</translation>
    </message>
    <message>
        <source>Empty every box and set the score to zero</source>
        <translation>清空所有输入框，得分归零</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ 上一页</translation>
    </message>
    <message>
        <source>The numbers before these (what you typed there is kept)</source>
        <translation>前面的数（在那里填写的内容会保留）</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>下一页 ▶</translation>
    </message>
    <message>
        <source>The numbers after these (what you typed here is kept)</source>
        <translation>后面的数（在这里填写的内容会保留）</translation>
    </message>
    <message>
        <source>The first {0} of {1} numbers are asked here.</source>
        <translation>这里只练习 {1} 个数中的前 {0} 个。</translation>
    </message>
    <message>
        <source>Numbers {0}–{1} of {2}</source>
        <translation>第 {0}–{1} 个数，共 {2} 个</translation>
    </message>
    <message>
        <source>answer</source>
        <translation>答案</translation>
    </message>
    <message>
        <source>Type a fraction (3/8), a decimal (0.375 or 0,375) or 1.2e-5, then press Enter</source>
        <translation>输入分数（3/8）、小数（0.375 或 0,375）或 1.2e-5，然后按回车</translation>
    </message>
    <message>
        <source>not right</source>
        <translation>不对</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Show the formula with its numbers filled in</source>
        <translation>显示代入了数值的公式</translation>
    </message>
    <message>
        <source>Hint for {0}</source>
        <translation>{0} 的提示</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>看答案</translation>
    </message>
    <message>
        <source>Show the answer (it counts as revealed)</source>
        <translation>显示答案（计为“已看答案”）</translation>
    </message>
    <message>
        <source>Show the answer to {0}</source>
        <translation>显示 {0} 的答案</translation>
    </message>
    <message>
        <source>Try again, or press Hint.</source>
        <translation>再试一次，或按“提示”。</translation>
    </message>
    <message>
        <source>right</source>
        <translation>对</translation>
    </message>
    <message>
        <source>revealed</source>
        <translation>已看答案</translation>
    </message>
    <message>
        <source>Hint: {0}</source>
        <translation>提示：{0}</translation>
    </message>
    <message>
        <source>Score: {0} right, {1} not right, {2} revealed, {3} to do (of {4})</source>
        <translation>得分：对 {0}，不对 {1}，已看答案 {2}，待做 {3}（共 {4}）</translation>
    </message>
</context>
<context>
    <name>PredictionsTable</name>
    <message>
        <source>Misclassified rows only</source>
        <translation>只看误分类的行</translation>
    </message>
    <message>
        <source>Show beside the data</source>
        <translation>显示在数据旁</translation>
    </message>
    <message>
        <source>Put these out-of-fold predictions in the data table: misclassified rows are tinted there.</source>
        <translation>把这些折外预测放进数据表：误分类的行会被着色。</translation>
    </message>
</context>
<context>
    <name>PriorEditor</name>
    <message>
        <source>Estimated (|D_c|+λ)/(|D|+Nλ)</source>
        <translation>估计 (|D_c|+λ)/(|D|+Nλ)</translation>
    </message>
    <message>
        <source>Uniform 1/N</source>
        <translation>均匀 1/N</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>查找范围(&amp;L)：</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>文件类型(&amp;T)：</translation>
    </message>
</context>
<context>
    <name>QueryForm</name>
    <message>
        <source>Where the sample being classified comes from</source>
        <translation>待分类样本的来源</translation>
    </message>
    <message>
        <source>Train a model to classify a sample</source>
        <translation>请先训练模型，再对样本分类</translation>
    </message>
    <message numerus="yes">
        <source>%n more feature(s) have no control here; they keep the values of the chosen row.</source>
        <translation>
            <numerusform>另有 %n 个属性在此没有控件；它们保持所选行的取值。</numerusform>
        </translation>
    </message>
    <message>
        <source>(missing)</source>
        <translation>（缺失）</translation>
    </message>
    <message>
        <source>The value of {0}; &quot;(missing)&quot; leaves it out of the product</source>
        <translation>{0} 的取值；选择“（缺失）”则不计入连乘</translation>
    </message>
    <message>
        <source>The value of {0} (between {1:g} and {2:g})</source>
        <translation>{0} 的取值（介于 {1:g} 和 {2:g} 之间）</translation>
    </message>
    <message>
        <source>Mark {0} as missing (it is left out of the product)</source>
        <translation>将 {0} 标记为缺失（不计入连乘）</translation>
    </message>
    <message>
        <source>{0} missing</source>
        <translation>{0} 缺失</translation>
    </message>
    <message>
        <source>Row {0}</source>
        <translation>第 {0} 行</translation>
    </message>
    <message>
        <source>Hand-entered query</source>
        <translation>手动输入的样本</translation>
    </message>
</context>
<context>
    <name>RatePlot</name>
    <message>
        <source>Poisson rate λ per class</source>
        <translation>各类别的泊松参数 λ</translation>
    </message>
    <message>
        <source>P(k | class) = Poisson(k; λ)</source>
        <translation>P(k | 类别) = Poisson(k; λ)</translation>
    </message>
    <message>
        <source>count k</source>
        <translation>计数 k</translation>
    </message>
    <message>
        <source>Left: the smoothed mean count λ of each class. Right: the probability of each count k under each class&apos;s Poisson distribution. Dashed line: the current sample&apos;s count.</source>
        <translation>左：各类别平滑后的平均计数 λ。右：在各类别的泊松分布下，每个计数 k 的概率。虚线：当前样本的计数。</translation>
    </message>
    <message>
        <source>Poisson rates per class</source>
        <translation>各类的泊松率</translation>
    </message>
    <message>
        <source>{0}: λ = {1}</source>
        <translation>{0}：λ = {1}</translation>
    </message>
    <message>
        <source>{0}: no counts</source>
        <translation>{0}：无计数</translation>
    </message>
</context>
<context>
    <name>RegionControls</name>
    <message>
        <source>The feature on the horizontal axis (continuous and count columns only)</source>
        <translation>横轴上的特征（仅限连续列和计数列）</translation>
    </message>
    <message>
        <source>The feature on the vertical axis (continuous and count columns only)</source>
        <translation>纵轴上的特征（仅限连续列和计数列）</translation>
    </message>
    <message>
        <source>Tick the models whose decision boundaries are drawn on top of each other; each is fitted on the two chosen features only, with the model panel&apos;s settings</source>
        <translation>勾选要叠加绘制决策边界的模型；每个模型只用所选的两个特征、按模型面板的设置拟合</translation>
    </message>
    <message>
        <source>The model whose minimum-risk decisions colour the background (the reject region is grey and hatched)</source>
        <translation>用其最小风险决策为背景着色的模型（拒绝区域为灰色斜线）</translation>
    </message>
    <message>
        <source>Class-conditional &amp;contours</source>
        <translation>类条件等高线(&amp;C)</translation>
    </message>
    <message>
        <source>Contours of log p(x | class) of the background model, at its 1σ, 2σ and 3σ levels (generative models only: the SVM and logistic regression have no class densities)</source>
        <translation>背景模型的 log p(x | 类) 等高线，取 1σ、2σ、3σ 水平（仅限生成式模型：SVM 和逻辑回归没有类密度）</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <source>Save the plot as a PNG image or an SVG drawing</source>
        <translation>将图保存为 PNG 图片或 SVG 矢量图</translation>
    </message>
    <message>
        <source>The linear SVM gives decisions, not probabilities: the loss matrix does not apply to it. Its region is the class of highest score; dashed lines: its margins w·x + b = ±1 (drawn for two classes only).</source>
        <translation>线性 SVM 只给出决策，不给出概率：损失矩阵对它不适用。它的区域是得分最高的类；虚线：间隔 w·x + b = ±1（仅两类时绘制）。</translation>
    </message>
    <message>
        <source>Minimum-risk decisions need posterior probabilities P(c | x)</source>
        <translation>最小风险决策需要后验概率 P(c | x)</translation>
    </message>
    <message>
        <source>Fraction of the training points each model classifies right</source>
        <translation>每个模型分类正确的训练样本比例</translation>
    </message>
    <message>
        <source>&amp;x:</source>
        <translation>&amp;x：</translation>
    </message>
    <message>
        <source>&amp;y:</source>
        <translation>&amp;y：</translation>
    </message>
    <message>
        <source>Models (boundaries):</source>
        <translation>模型（边界）：</translation>
    </message>
    <message>
        <source>&amp;Background:</source>
        <translation>背景(&amp;B)：</translation>
    </message>
    <message>
        <source>Decision regions need two continuous or count columns; this table has {0}. Mark numeric columns as continuous in the Columns panel.</source>
        <translation>决策区域需要两个连续列或计数列；此表只有 {0} 个。请在“列”面板中把数值列标为连续。</translation>
    </message>
    <message>
        <source>Training accuracy:</source>
        <translation>训练准确率：</translation>
    </message>
</context>
<context>
    <name>ReliabilityView</name>
    <message>
        <source>Reliability</source>
        <translation>可靠性</translation>
    </message>
    <message>
        <source>mean predicted probability</source>
        <translation>平均预测概率</translation>
    </message>
    <message>
        <source>observed frequency</source>
        <translation>观测频率</translation>
    </message>
    <message>
        <source>predicted probability</source>
        <translation>预测概率</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>行数</translation>
    </message>
</context>
<context>
    <name>RiskRejectView</name>
    <message>
        <source>The risk-reject curve needs a model with posteriors.</source>
        <translation>风险-拒绝曲线需要有后验概率的模型。</translation>
    </message>
    <message>
        <source>Risk-reject curve</source>
        <translation>风险-拒绝曲线</translation>
    </message>
    <message>
        <source>reject rate</source>
        <translation>拒绝率</translation>
    </message>
    <message>
        <source>risk</source>
        <translation>风险</translation>
    </message>
    <message>
        <source>total risk</source>
        <translation>总风险</translation>
    </message>
    <message>
        <source>Solid: total risk (rejections cost the reject cost); dashed: risk of the rows kept. Gold dot: the current setting (reject cost {0}).</source>
        <translation>实线：总风险（拒绝按拒绝代价计）；虚线：未拒绝行的风险。金色圆点：当前设置（拒绝代价 {0}）。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
</context>
<context>
    <name>RocPrView</name>
    <message>
        <source>ROC</source>
        <translation>ROC</translation>
    </message>
    <message>
        <source>false positive rate</source>
        <translation>假正例率</translation>
    </message>
    <message>
        <source>true positive rate</source>
        <translation>真正例率</translation>
    </message>
    <message>
        <source>Precision-recall</source>
        <translation>查准率-查全率</translation>
    </message>
    <message>
        <source>recall</source>
        <translation>查全率</translation>
    </message>
    <message>
        <source>precision</source>
        <translation>查准率</translation>
    </message>
    <message>
        <source>the decisions of the current loss matrix</source>
        <translation>当前损失矩阵下的决策</translation>
    </message>
    <message>
        <source>Gold dot: where the minimum-risk decisions of the current loss matrix operate.</source>
        <translation>金色圆点：当前损失矩阵下最小风险决策的工作点。</translation>
    </message>
</context>
<context>
    <name>ScorePlot</name>
    <message>
        <source>step</source>
        <translation>步</translation>
    </message>
    <message>
        <source>score (smaller is better)</source>
        <translation>评分（越小越好）</translation>
    </message>
    <message>
        <source>current structure</source>
        <translation>当前结构</translation>
    </message>
    <message>
        <source>best so far</source>
        <translation>目前最优</translation>
    </message>
    <message>
        <source>The score s(B | D) of each step of the search (eq. 7.28): it falls as edges that explain the data better than they cost are added.</source>
        <translation>搜索每一步的评分 s(B | D)（式 7.28）：加入对数据的解释增益大于其代价的边时，评分下降。</translation>
    </message>
</context>
<context>
    <name>ScoreTable</name>
    <message>
        <source>Node</source>
        <translation>结点</translation>
    </message>
    <message>
        <source>Parents</source>
        <translation>父结点</translation>
    </message>
    <message>
        <source>|B_i|</source>
        <translation>|B_i|</translation>
    </message>
    <message>
        <source>f(θ)·|B_i|</source>
        <translation>f(θ)·|B_i|</translation>
    </message>
    <message>
        <source>−LL_i</source>
        <translation>−LL_i</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>评分</translation>
    </message>
    <message>
        <source>Score node by node</source>
        <translation>逐结点评分</translation>
    </message>
    <message>
        <source>Free parameters of the node&apos;s table: (values − 1) × parent combinations</source>
        <translation>该结点条件概率表的自由参数数：(取值数 − 1) × 父结点取值组合数</translation>
    </message>
    <message>
        <source>The structure term: f(θ) times the free parameters (eq. 7.28)</source>
        <translation>结构项：f(θ) 乘以自由参数数（式 7.28）</translation>
    </message>
    <message>
        <source>Minus the node&apos;s log-likelihood at the maximum-likelihood tables (eq. 7.29)</source>
        <translation>该结点在极大似然参数下的对数似然取负（式 7.29）</translation>
    </message>
    <message>
        <source>The node&apos;s share of the score: structure term − LL_i (smaller is better)</source>
        <translation>该结点对评分的贡献：结构项 − LL_i（越小越好）</translation>
    </message>
    <message>
        <source>Open a table with categorical columns to score a structure.</source>
        <translation>请打开含离散列的表格来为结构评分。</translation>
    </message>
    <message>
        <source>½ ln m</source>
        <translation>½ ln m</translation>
    </message>
    <message>
        <source>{0} = f(θ)·|B| − LL(B | D) = {1} (smaller is better); f(θ) = {2} = {3}, m = {4} rows, |B| = {5}</source>
        <translation>{0} = f(θ)·|B| − LL(B | D) = {1}（越小越好）；f(θ) = {2} = {3}，m = {4} 行，|B| = {5}</translation>
    </message>
    <message>
        <source>The score counts the {0} complete rows: the {1} rows with a missing cell are left out of it (the tables use them, by EM).</source>
        <translation>评分只计入 {0} 个完整行：{1} 个含缺失值的行不计入评分（概率表通过 EM 使用了它们）。</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
</context>
<context>
    <name>SearchPanel</name>
    <message>
        <source>Hill climbing</source>
        <translation>爬山法</translation>
    </message>
    <message>
        <source>TAN</source>
        <translation>TAN</translation>
    </message>
    <message>
        <source>K2 (given an order)</source>
        <translation>K2（给定顺序）</translation>
    </message>
    <message>
        <source>K2 takes the nodes in the order you give: a node&apos;s parents come from the nodes before it.</source>
        <translation>K2 按你给定的顺序处理结点：结点的父结点取自排在它前面的结点。</translation>
    </message>
    <message>
        <source>BIC (MDL)</source>
        <translation>BIC（MDL）</translation>
    </message>
    <message>
        <source>AIC</source>
        <translation>AIC</translation>
    </message>
    <message>
        <source>any</source>
        <translation>不限</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>搜索(&amp;S)</translation>
    </message>
    <message>
        <source>Search a structure by its score, step by step (Esc stops it)</source>
        <translation>按评分逐步搜索结构（Esc 停止）</translation>
    </message>
    <message>
        <source>&amp;K2 order (drag a node; its parents come from the nodes above it):</source>
        <translation>K2 顺序(&amp;K)（拖动结点；父结点取自排在它上面的结点）：</translation>
    </message>
    <message>
        <source>Searc&amp;h by:</source>
        <translation>搜索方法(&amp;H)：</translation>
    </message>
    <message>
        <source>How the structure is searched</source>
        <translation>结构的搜索方法</translation>
    </message>
    <message>
        <source>Sc&amp;ore:</source>
        <translation>评分(&amp;O)：</translation>
    </message>
    <message>
        <source>BIC: f(θ) = ½ ln m (eq. 7.31); AIC: f(θ) = 1 (eq. 7.30)</source>
        <translation>BIC：f(θ) = ½ ln m（式 7.31）；AIC：f(θ) = 1（式 7.30）</translation>
    </message>
    <message>
        <source>&amp;Tabu list:</source>
        <translation>禁忌表(&amp;T)：</translation>
    </message>
    <message>
        <source>Hill climbing: the last changes that may not be undone</source>
        <translation>爬山法：最近若干次修改不得被撤回</translation>
    </message>
    <message>
        <source>Rest&amp;arts:</source>
        <translation>重启次数(&amp;A)：</translation>
    </message>
    <message>
        <source>Hill climbing: random changes from the best, then climb again</source>
        <translation>爬山法：从最优结构随机修改后再次爬山</translation>
    </message>
    <message>
        <source>Most &amp;parents:</source>
        <translation>最多父结点(&amp;P)：</translation>
    </message>
    <message>
        <source>At most this many parents per node</source>
        <translation>每个结点最多的父结点数</translation>
    </message>
    <message>
        <source>Step &amp;delay:</source>
        <translation>每步停留(&amp;D)：</translation>
    </message>
    <message>
        <source>Time each step stays on screen (0: as fast as it runs)</source>
        <translation>每一步在屏幕上停留的时间（0：按运行速度）</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>停止(&amp;S)</translation>
    </message>
    <message>
        <source>Reading the table&apos;s categorical columns… Search is ready once they are read.</source>
        <translation>正在读取表格的离散列…读取完成后即可搜索。</translation>
    </message>
    <message>
        <source>Reading the table… the search starts as soon as it is read.</source>
        <translation>正在读取表格…读取完成后立即开始搜索。</translation>
    </message>
    <message>
        <source>Open a table with two categorical columns or more to search a structure.</source>
        <translation>请打开含至少两个离散列的表格来搜索结构。</translation>
    </message>
    <message>
        <source>TAN needs a class column: choose the target first.</source>
        <translation>TAN 需要类别列：请先选择目标列。</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>正在搜索…</translation>
    </message>
    <message>
        <source>Search stopped; the structure is as it was.</source>
        <translation>搜索已停止；结构保持原样。</translation>
    </message>
    <message>
        <source>Done: {0} steps; the best structure scores {1}.</source>
        <translation>完成：共 {0} 步；最优结构的评分为 {1}。</translation>
    </message>
    <message>
        <source>The search and its score count the {0} complete rows; the {1} rows with a missing cell enter the tables, by EM.</source>
        <translation>搜索及其评分只计入 {0} 个完整行；{1} 个含缺失值的行通过 EM 进入概率表。</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <comment>two sentences, one after the other</comment>
        <translation>{0}{1}</translation>
    </message>
    <message>
        <source>The search ends: best score {0}.</source>
        <translation>搜索结束：最优评分 {0}。</translation>
    </message>
    <message>
        <source>Start: score {0}</source>
        <translation>开始：评分 {0}</translation>
    </message>
    <message>
        <source>Step {0}: restart {1} from random changes, score {2}</source>
        <translation>第 {0} 步：第 {1} 次重启（随机修改），评分 {2}</translation>
    </message>
    <message>
        <source>add {0} → {1}</source>
        <translation>添加 {0} → {1}</translation>
    </message>
    <message>
        <source>remove {0} → {1}</source>
        <translation>删除 {0} → {1}</translation>
    </message>
    <message>
        <source>reverse {0} → {1}</source>
        <translation>反转 {0} → {1}</translation>
    </message>
    <message>
        <source>Step {0}: {1}, score {2}</source>
        <translation>第 {0} 步：{1}，评分 {2}</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>Set {0} to {1}</source>
        <translation>将 {0} 设为 {1}</translation>
    </message>
    <message>
        <source>Set target to {0}</source>
        <translation>将目标设为 {0}</translation>
    </message>
    <message>
        <source>Edit loss matrix</source>
        <translation>编辑损失矩阵</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Welcome to BayesGUI</source>
        <translation>欢迎使用 BayesGUI</translation>
    </message>
    <message>
        <source>Train a naive Bayes classifier on a table and follow every step from the prior to the decision.</source>
        <translation>在表格上训练朴素贝叶斯分类器，并逐步跟踪从先验概率到决策的每一步。</translation>
    </message>
    <message>
        <source>&amp;Sample datasets</source>
        <translation>示例数据集(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Recent files</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>Double-click a sample or press Enter to open it</source>
        <translation>双击示例或按 Enter 键将其打开</translation>
    </message>
    <message>
        <source>Double-click a file or press Enter to open it again</source>
        <translation>双击文件或按 Enter 键重新打开</translation>
    </message>
    <message>
        <source>Open sa&amp;mple</source>
        <translation>打开示例(&amp;M)</translation>
    </message>
    <message>
        <source>Open the selected sample dataset</source>
        <translation>打开选中的示例数据集</translation>
    </message>
    <message>
        <source>&amp;Open a file…</source>
        <translation>打开文件(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a CSV, text or Excel file</source>
        <translation>打开 CSV、文本或 Excel 文件</translation>
    </message>
    <message>
        <source>{0} (not found)</source>
        <translation>{0}（未找到）</translation>
    </message>
    <message>
        <source>No recent files yet</source>
        <translation>暂无最近打开的文件</translation>
    </message>
</context>
<context>
    <name>StreamPanel</name>
    <message>
        <source> rows/s</source>
        <translation> 行/秒</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>Add rows one by one (the rest of the table)</source>
        <translation>逐行加入（表中其余的行）</translation>
    </message>
    <message>
        <source>The rows below the selected one are taken out of the model, then learnt again one by one</source>
        <translation>先从模型中去掉所选行下面的行，再逐行重新学习</translation>
    </message>
    <message>
        <source>Add rows one by one from a file…</source>
        <translation>从文件逐行加入…</translation>
    </message>
    <message>
        <source>Stop (Esc)</source>
        <translation>停止 (Esc)</translation>
    </message>
    <message>
        <source>Select a row above the last one: the rows below it are replayed.</source>
        <translation>请选择最后一行之前的某一行：它下面的行将被重放。</translation>
    </message>
    <message>
        <source>{0} lacks the table&apos;s column(s): {1}.</source>
        <translation>{0} 缺少表中的列：{1}。</translation>
    </message>
    <message>
        <source>Rows to add one by one</source>
        <translation>要逐行加入的行</translation>
    </message>
    <message>
        <source>Tables (*.csv *.tsv *.txt *.xlsx)</source>
        <translation>表格 (*.csv *.tsv *.txt *.xlsx)</translation>
    </message>
    <message>
        <source>Taking the rows out of the model…</source>
        <translation>正在从模型中减去这些行…</translation>
    </message>
    <message numerus="yes">
        <source>Row {0} of {1} learnt: it touched %n count(s).</source>
        <translation>
            <numerusform>已学习第 {0} 行（共 {1} 行）：它改动了 %n 个计数。</numerusform>
        </translation>
    </message>
    <message>
        <source>All rows learnt.</source>
        <translation>所有行都已学习。</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>已停止。</translation>
    </message>
</context>
<context>
    <name>StreamedWindow</name>
    <message>
        <source>{0} ({1}) is open streamed: the table shows a random sample of {2} of its rows. Training, evaluating and predicting every row read the whole file in chunks.</source>
        <translation>{0}（{1}）以流式打开：表格显示其中随机抽取的 {2} 行。训练、评估和预测全部行会分块读取整个文件。</translation>
    </message>
    <message>
        <source>{0} ({1}) is open streamed: the table shows its first {2} rows. Training, evaluating and predicting every row read the whole file in chunks.</source>
        <translation>{0}（{1}）以流式打开：表格显示其前 {2} 行。训练、评估和预测全部行会分块读取整个文件。</translation>
    </message>
    <message>
        <source>The model was trained on these rows only: it needs the whole table in memory.</source>
        <translation>模型只用这些行训练：它需要把整个表格放进内存。</translation>
    </message>
    <message>
        <source>Streamed</source>
        <translation>流式</translation>
    </message>
    <message>
        <source>Streamed · model on sample</source>
        <translation>流式 · 模型基于样本</translation>
    </message>
    <message>
        <source>Train on a sample?</source>
        <translation>用样本训练？</translation>
    </message>
    <message>
        <source>Train it on the {0} rows of the preview instead?</source>
        <translation>改用预览中的 {0} 行来训练它吗？</translation>
    </message>
    <message>
        <source>Train on the sample</source>
        <translation>用样本训练</translation>
    </message>
    <message>
        <source>Write the predictions of every row</source>
        <translation>写出每一行的预测</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Predictions written to {0}</source>
        <translation>预测已写入 {0}</translation>
    </message>
</context>
<context>
    <name>TableEditor</name>
    <message>
        <source>Edit {0} in row {1}</source>
        <translation>编辑第 {1} 行的 {0}</translation>
    </message>
    <message numerus="yes">
        <source>Add %n row(s)</source>
        <translation>
            <numerusform>添加 %n 行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n row(s)</source>
        <translation>
            <numerusform>删除 %n 行</numerusform>
        </translation>
    </message>
    <message>
        <source>Infer the column kinds again</source>
        <translation>重新推断各列的类型</translation>
    </message>
    <message>
        <source>The table is streamed from its file: the rows shown are a preview, and every job reads the file itself, so an edit here would change nothing. To edit the table, open the file in memory (File ▸ Open).</source>
        <translation>这个表格是从文件流式读取的：这里显示的行只是预览，每个任务都直接读取文件，所以在这里修改不会有任何作用。要编辑表格，请把文件读入内存（文件 ▸ 打开）。</translation>
    </message>
</context>
<context>
    <name>WorkPanel</name>
    <message>
        <source>How the decision for the current sample was reached, step by step</source>
        <translation>当前样本的决策是如何一步步得出的</translation>
    </message>
    <message>
        <source>&amp;Copy as text</source>
        <translation>复制为文本(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the worked computation as plain text (for notes or homework)</source>
        <translation>将计算过程复制为纯文本（用于笔记或作业）</translation>
    </message>
    <message>
        <source>&amp;Practice</source>
        <translation>练习(&amp;P)</translation>
    </message>
    <message>
        <source>Work it out yourself: every number becomes a box to fill in, checked when you press Enter</source>
        <translation>自己动手算：每个数都变成一个输入框，按回车即检查</translation>
    </message>
    <message>
        <source>Train a model and choose a sample to practise on.</source>
        <translation>请先训练模型并选择样本，再开始练习。</translation>
    </message>
    <message>
        <source>Train a model and choose a sample to see the work.</source>
        <translation>训练模型并选择一个样本，即可查看计算过程。</translation>
    </message>
</context>
<context>
    <name>WorksheetDialog</name>
    <message>
        <source>Print worksheet</source>
        <translation>打印练习题</translation>
    </message>
    <message>
        <source>Naive Bayes: priors, factors, posteriors</source>
        <translation>朴素贝叶斯：先验、各因子、后验</translation>
    </message>
    <message>
        <source>Least-risk decision under the loss matrix</source>
        <translation>损失矩阵下的最小风险决策</translation>
    </message>
    <message>
        <source>LDA: the terms of each class score</source>
        <translation>LDA：各类别得分的各项</translation>
    </message>
    <message>
        <source>QDA: the terms of each class score</source>
        <translation>QDA：各类别得分的各项</translation>
    </message>
    <message>
        <source>One EM step of a 1-D Gaussian mixture</source>
        <translation>一维高斯混合的一步 EM</translation>
    </message>
    <message>
        <source>Rows of the table printed on the worksheet (the exercise uses these)</source>
        <translation>印在练习题上的表格行数（练习题只用这些行）</translation>
    </message>
    <message>
        <source>The same seed prints the same worksheet; another seed, another variant</source>
        <translation>相同的随机种子打印出相同的练习题；换一个种子，就换一个变式</translation>
    </message>
    <message>
        <source>The row being classified (row {0})</source>
        <translation>当前正在分类的行（第 {0} 行）</translation>
    </message>
    <message>
        <source>Unticked: the query row is drawn with the seed</source>
        <translation>不勾选：查询行按随机种子抽取</translation>
    </message>
    <message>
        <source>Also the answer key (NAME-key.pdf and NAME-key.json beside it)</source>
        <translation>同时输出参考答案（旁边的 NAME-key.pdf 和 NAME-key.json）</translation>
    </message>
    <message>
        <source>none (maximum likelihood)</source>
        <translation>无（极大似然估计）</translation>
    </message>
    <message>
        <source>Laplace</source>
        <translation>拉普拉斯修正</translation>
    </message>
    <message>
        <source>Lidstone</source>
        <translation>Lidstone 平滑</translation>
    </message>
    <message>
        <source>The model&apos;s smoothing λ (Model panel), added on the prior and the likelihoods alike (Zhou eqs. 7.19–7.20)</source>
        <translation>模型的平滑参数 λ（见“模型”面板），同时加在先验和似然上（周志华式 7.19–7.20）</translation>
    </message>
    <message>
        <source>&amp;Exercise:</source>
        <translation>练习题(&amp;E)：</translation>
    </message>
    <message>
        <source>Smoothing:</source>
        <translation>平滑：</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>行数(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>随机种子(&amp;S)：</translation>
    </message>
    <message>
        <source>Query:</source>
        <translation>查询行：</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>打印(&amp;P)…</translation>
    </message>
    <message>
        <source>Open a table first: the exercise is drawn from it.</source>
        <translation>请先打开一个表格：练习题从表格中抽取。</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
</context>
<context>
    <name>core</name>
    <message>
        <source>Class {0} has {1} complete rows (rows with a NaN are skipped) but {2}; {3}.</source>
        <translation>类别 {0} 只有 {1} 个完整行（含 NaN 的行已跳过），但{2}；请{3}。</translation>
    </message>
    <message>
        <source>X produced an undefined likelihood; check it for infinite values.</source>
        <extracomment>what a model&apos;s likelihood reads, rebuilt from the statistics at each fit (a table, or a tuple of them) the element type of the array the model reads (``_convert_X``): float64, or integer category codes / counts what one feature&apos;s factor is, for explanations: &quot;probability&quot;, &quot;density&quot; or &quot;pmf&quot; rows per step of ``iter_fit`` (one update of the statistics each)</extracomment>
        <translation>X 产生了无定义的似然值；请检查其中是否有无穷大值。</translation>
    </message>
    <message>
        <source>Negative values in data passed to CategoricalNB: feature {0} holds the negative code {1}; codes must be 0, 1, 2, ... (-1 or NaN marks a missing value).</source>
        <extracomment>category codes as the model reads them (-1: missing): int64, or the integer dtype given</extracomment>
        <translation>传给 CategoricalNB 的数据含负值：特征 {0} 含负编码 {1}；编码必须为 0, 1, 2, …（-1 或 NaN 表示缺失值）。</translation>
    </message>
    <message>
        <source>Feature {0} holds category code {1}, but the model knows only {2} levels (codes 0..{3}); declare all levels with n_categories, or mark the value missing (-1).</source>
        <translation>特征 {0} 含类别编码 {1}，但模型只知道 {2} 个取值（编码 0..{3}）；请用 n_categories 声明全部取值，或将该值标为缺失（-1）。</translation>
    </message>
    <message>
        <source>n_categories has shape {0}, but X has {1} feature(s); pass one int, or one number of levels per feature (shape ({1},)).</source>
        <translation>n_categories 的形状为 {0}，但 X 有 {1} 个特征；请给出一个整数，或为每个特征给出一个取值个数（形状 ({1},)）。</translation>
    </message>
    <message>
        <source>n_categories must hold whole numbers of levels, got {0}.</source>
        <translation>n_categories 必须是取值个数（整数），实际为 {0}。</translation>
    </message>
    <message>
        <source>n_categories must be &gt;= 1 for every feature.</source>
        <translation>每个特征的 n_categories 都必须 &gt;= 1。</translation>
    </message>
    <message>
        <source>CategoricalNB needs integer category codes (0, 1, 2, ...), but feature {0} holds {1} (row {2}). Encode each level of column {0} as an integer, mark a missing value with -1 or NaN, or use GaussianNB for a continuous column.</source>
        <translation>CategoricalNB 需要整数类别编码（0, 1, 2, …），但特征 {0} 含 {1}（第 {2} 行）。请把列 {0} 的每个取值编码为整数，用 -1 或 NaN 标记缺失值，或对连续列使用 GaussianNB。</translation>
    </message>
    <message>
        <source>missing must be one of {0}, got {1}.</source>
        <extracomment>rows per step of ``iter_fit`` (one merge of the statistics each)</extracomment>
        <translation>missing 必须是 {0} 之一，实际为 {1}。</translation>
    </message>
    <message>
        <source>The covariance of class {0} cannot be computed: feature {1} varies within that class, but by so little next to the largest values of that column (other classes reach {2} times more) that, in one unit for the whole column, its variance is below the smallest float64 number and reads as 0. Rescale feature {1} (for example use its logarithm), or regularise the covariances (QDA: reg_param &gt; 0, GaussianBayes: reg_covar &gt; 0).</source>
        <translation>无法计算类别 {0} 的协方差：特征 {1} 在该类中有变化，但与该列的最大值相比变化太小（其他类别大到 {2} 倍），在整列统一的单位下其方差小于 float64 能表示的最小数，读作 0。请重新缩放特征 {1}（例如取对数），或对协方差做正则化（QDA：reg_param &gt; 0；GaussianBayes：reg_covar &gt; 0）。</translation>
    </message>
    <message>
        <source>its mean and covariance need at least 1</source>
        <translation>估计其均值和协方差至少需要 1 行</translation>
    </message>
    <message>
        <source>add rows of that class, fill its missing values, or drop the class</source>
        <translation>增加该类别的行、补全其缺失值，或去掉该类别</translation>
    </message>
    <message>
        <source>The model cannot predict yet: {0}</source>
        <translation>模型尚不能预测：{0}</translation>
    </message>
    <message>
        <source>pooled must be one of {0}, got {1}.</source>
        <translation>pooled 必须是 {0} 之一，实际为 {1}。</translation>
    </message>
    <message>
        <source>pooled=&apos;unbiased&apos; divides by n - K = {0}; add rows or use pooled=&apos;mle&apos;.</source>
        <translation>pooled=&apos;unbiased&apos; 要除以 n - K = {0}；请增加行，或使用 pooled=&apos;mle&apos;。</translation>
    </message>
    <message>
        <source>The shared covariance is singular: LDA needs more complete rows than classes, but {0} rows for {1} classes leave no spread within any class. Add rows.</source>
        <translation>共享协方差矩阵奇异：LDA 需要的完整行数必须多于类别数，而 {0} 行对 {1} 个类别，任何类别内部都没有离散程度。请增加行。</translation>
    </message>
    <message>
        <source>The shared covariance is singular: {0} within every class. Drop the constant or duplicated column, add rows, or use QDA(reg_param &gt; 0) or GaussianBayes.</source>
        <translation>共享协方差矩阵奇异：在每个类别内{0}。请删去常数列或重复列、增加行，或改用 QDA（reg_param &gt; 0）或 GaussianBayes。</translation>
    </message>
    <message>
        <source>The covariance of class {0} is singular ({1}). Raise {2} (e.g. 0.1), drop the constant or duplicated column, or add rows of that class.</source>
        <translation>类别 {0} 的协方差矩阵奇异（{1}）。请增大{2}（例如 0.1）、删去常数列或重复列，或增加该类别的行。</translation>
    </message>
    <message>
        <source>reg_param must lie in [0, 1], got {0}.</source>
        <translation>reg_param 必须在 [0, 1] 内，实际为 {0}。</translation>
    </message>
    <message>
        <source>{0} complete row</source>
        <translation>{0} 个完整行</translation>
    </message>
    <message>
        <source>{0} complete rows</source>
        <translation>{0} 个完整行</translation>
    </message>
    <message>
        <source>{0} for {1} features</source>
        <translation>{0}，却有 {1} 个特征</translation>
    </message>
    <message>
        <source>Class {0} has no row with an observed value; add rows of that class.</source>
        <translation>类别 {0} 没有含观测值的行；请增加该类别的行。</translation>
    </message>
    <message>
        <source>feature {0}</source>
        <extracomment>(count (K,), mean (K, d), scatter (K, d, d)) of the rows of every class GaussianBank._entry: (indices, centre, stacked W^T, whitened means, log-dets, summer)</extracomment>
        <translation>特征 {0}</translation>
    </message>
    <message>
        <source>{0} is constant (variance 0)</source>
        <translation>{0} 为常数（方差为 0）</translation>
    </message>
    <message>
        <source>its columns are linearly dependent (collinear, duplicated, or fewer rows than features)</source>
        <translation>各列线性相关（共线、重复，或行数少于特征数）</translation>
    </message>
    <message>
        <source>lower n_components to at most {0} or add rows of that class</source>
        <translation>把 n_components 降到不超过 {0}，或增加该类别的行</translation>
    </message>
    <message>
        <source>{0}: X holds {1} at row {2}, column {3}; counts must be finite and &gt;= 0 (NaN = missing).</source>
        <translation>{0}：X 在第 {2} 行、第 {3} 列的值为 {1}；计数必须有限且 &gt;= 0（NaN 表示缺失）。</translation>
    </message>
    <message>
        <source>Category codes must be whole numbers 0, 1, 2, ... (NaN for a missing value).</source>
        <translation>类别编码必须是整数 0, 1, 2, …（NaN 表示缺失值）。</translation>
    </message>
    <message>
        <source>n_levels must give one count per column ({0}), got shape {1}.</source>
        <translation>n_levels 必须为每列（{0} 列）给出一个取值个数，实际形状为 {1}。</translation>
    </message>
    <message>
        <source>Column {0} holds code {1} but has only {2} levels.</source>
        <translation>列 {0} 含编码 {1}，但只有 {2} 个取值。</translation>
    </message>
    <message>
        <source>{0} cost</source>
        <translation>{0}的代价</translation>
    </message>
    <message>
        <source>cell ({0}, {1})</source>
        <translation>单元格（{0}，{1}）</translation>
    </message>
    <message>
        <source>Loss {0} must be a number, got {1}.</source>
        <translation>损失{0}必须是数，实际为 {1}。</translation>
    </message>
    <message>
        <source>Loss {0} must be finite, got {1}.</source>
        <translation>损失{0}必须有限，实际为 {1}。</translation>
    </message>
    <message>
        <source>Loss {0} must be &gt;= 0 (a loss, not a reward), got {1}.</source>
        <translation>损失{0}必须 &gt;= 0（是损失，不是奖励），实际为 {1}。</translation>
    </message>
    <message>
        <source>The loss matrix must have {0} rows (one per decision{1}) and {2} columns (one per true class {3}), got shape {4}.</source>
        <translation>损失矩阵必须有 {0} 行（每个决策一行{1}）和 {2} 列（每个真实类别 {3} 一列），实际形状为 {4}。</translation>
    </message>
    <message>
        <source>, plus reject</source>
        <translation>，另加拒绝</translation>
    </message>
    <message>
        <source>cell (decision {0}, truth {1})</source>
        <translation>单元格（决策 {0}，真实类别 {1}）</translation>
    </message>
    <message>
        <source>The posterior has {0} classes but the loss matrix {1}; build the loss matrix over the model&apos;s classes_.</source>
        <translation>后验概率有 {0} 个类别，而损失矩阵有 {1} 个；请按模型的 classes_ 构建损失矩阵。</translation>
    </message>
    <message>
        <source>{0} decisions but {1} true labels; they must match.</source>
        <translation>有 {0} 个决策，却有 {1} 个真实标签；两者必须一致。</translation>
    </message>
    <message>
        <source>No decisions to score.</source>
        <translation>没有可评分的决策。</translation>
    </message>
    <message>
        <source>A given split needs the test rows (one boolean per row).</source>
        <translation>给定划分需要指明测试行（每行一个布尔值）。</translation>
    </message>
    <message>
        <source>Unknown resampling {0}; use kfold, loo, holdout or split.</source>
        <translation>未知的重抽样方式 {0}；请使用 kfold、loo、holdout 或 split。</translation>
    </message>
    <message>
        <source>k-fold cross-validation needs 2 &lt;= k &lt;= the number of rows ({0}); got k={1}.</source>
        <translation>k 折交叉验证要求 2 &lt;= k &lt;= 行数（{0}）；实际 k={1}。</translation>
    </message>
    <message>
        <source>The hold-out fraction must be between 0 and 1; got {0}.</source>
        <translation>留出比例必须在 0 和 1 之间；实际为 {0}。</translation>
    </message>
    <message>
        <source>A hold-out of {0} leaves no rows to test or to train on.</source>
        <translation>留出比例 {0} 使测试集或训练集没有行。</translation>
    </message>
    <message>
        <source>variance must be one of {0}, got {1}.</source>
        <translation>variance 必须是 {0} 之一，实际为 {1}。</translation>
    </message>
    <message>
        <source>Class {0} has a single observed value of feature {1}; the unbiased variance needs at least 2. Use variance=&apos;mle&apos; or add samples.</source>
        <extracomment>log N(x; mu, var) = quad x&apos;^2 + lin x&apos; + const (x&apos; = x - center); the classes in direct are scored directly</extracomment>
        <translation>类别 {0} 在特征 {1} 上只有一个观测值；无偏方差至少需要 2 个。请使用 variance=&apos;mle&apos;，或增加样本。</translation>
    </message>
    <message>
        <source>Feature {0} is constant within class {1}, so its variance is 0; set var_smoothing &gt; 0 (the default 1e-9 works).</source>
        <translation>特征 {0} 在类别 {1} 内为常数，方差为 0；请设 var_smoothing &gt; 0（默认值 1e-9 即可）。</translation>
    </message>
    <message>
        <source>Feature {0} varies by about {1} within class {2}, too little for float64 to invert its variance; rescale column {0} (multiply it by 1e150).</source>
        <translation>特征 {0} 在类别 {2} 内的变化约为 {1}，太小，float64 无法对其方差求逆；请缩放列 {0}（乘以 1e150）。</translation>
    </message>
    <message>
        <source>X has {0} columns but kinds names {1}; give one kind per column.</source>
        <extracomment>one part per kind of column; each reads its own tables and array type (codes, floats), hence Any</extracomment>
        <translation>X 有 {0} 列，但 kinds 给出了 {1} 个；请为每列给出一个类型。</translation>
    </message>
    <message>
        <source>Unknown column kinds {0}; each kind must be one of {1}.</source>
        <translation>未知的列类型 {0}；每个类型必须是 {1} 之一。</translation>
    </message>
    <message>
        <source>X must have shape (n_samples, {0}) for this mixture, got {1}.</source>
        <translation>对此混合模型，X 的形状必须为 (n_samples, {0})，实际为 {1}。</translation>
    </message>
    <message>
        <source>X holds a NaN or infinite value; the density is defined for finite points only.</source>
        <translation>X 含 NaN 或无穷大值；密度只对有限的点有定义。</translation>
    </message>
    <message>
        <source>The grid density needs a 2-D mixture, got d = {0}; use mixture_density_1d.</source>
        <translation>网格密度需要二维混合模型，实际 d = {0}；请使用 mixture_density_1d。</translation>
    </message>
    <message>
        <source>xs and ys must be finite numbers.</source>
        <translation>xs 和 ys 必须是有限数。</translation>
    </message>
    <message>
        <source>mixture_density_1d needs a 1-D mixture, got d = {0}.</source>
        <translation>mixture_density_1d 需要一维混合模型，实际 d = {0}。</translation>
    </message>
    <message>
        <source>covariance_ellipse needs a mean of shape (2,) and a 2x2 cov, got {0}, {1}.</source>
        <translation>covariance_ellipse 需要形状为 (2,) 的均值和 2x2 的协方差，实际为 {0}、{1}。</translation>
    </message>
    <message>
        <source>n_points must be at least 3 to draw an outline, got {0}.</source>
        <translation>绘制轮廓时 n_points 至少为 3，实际为 {0}。</translation>
    </message>
    <message>
        <source>init must be one of {0}, explicit parameters (a dict) or MixtureParams; got {1}.</source>
        <extracomment>how EM starts: a name from INITS, explicit parameters (&quot;weights&quot;, &quot;means&quot;, &quot;covariances&quot; or &quot;precisions&quot;), or MixtureParams</extracomment>
        <translation>init 必须是 {0} 之一、显式参数（字典）或 MixtureParams；实际为 {1}。</translation>
    </message>
    <message>
        <source>Explicit initial parameters must be a dict with &apos;means&apos; (and optionally &apos;weights&apos; and &apos;covariances&apos;) or a MixtureParams; got {0}.</source>
        <translation>显式初始参数必须是含 &apos;means&apos;（以及可选的 &apos;weights&apos; 和 &apos;covariances&apos;）的字典，或 MixtureParams；实际为 {0}。</translation>
    </message>
    <message>
        <source>Unknown initial parameter(s) {0}; use &apos;weights&apos;, &apos;means&apos; and &apos;covariances&apos; (or &apos;precisions&apos;).</source>
        <translation>未知的初始参数 {0}；请使用 &apos;weights&apos;、&apos;means&apos; 和 &apos;covariances&apos;（或 &apos;precisions&apos;）。</translation>
    </message>
    <message>
        <source>Give the initial &apos;covariances&apos; or their inverses &apos;precisions&apos;, not both.</source>
        <translation>请给出初始的 &apos;covariances&apos; 或其逆矩阵 &apos;precisions&apos;，不要同时给出两者。</translation>
    </message>
    <message>
        <source>The initial means have shape {0} but the model needs ({1}, {2}): one row per component (n_components = {1}) and one column per feature of X.</source>
        <translation>初始均值的形状为 {0}，但模型需要 ({1}, {2})：每个成分一行（n_components = {1}），X 的每个特征一列。</translation>
    </message>
    <message>
        <source>The initial weights must be {0} positive numbers summing to 1; got {1} (sum {2}).</source>
        <translation>初始权重必须是 {0} 个和为 1 的正数；实际为 {1}（和为 {2}）。</translation>
    </message>
    <message>
        <source>The initial covariances have shape {0}; give ({1}, {2}, {2}) full matrices (or {3}, scikit-learn&apos;s shape for covariance_type={4}).</source>
        <translation>初始协方差的形状为 {0}；请给出 ({1}, {2}, {2}) 的完整矩阵（或 {3}，即 scikit-learn 对 covariance_type={4} 所用的形状）。</translation>
    </message>
    <message>
        <source> (or {0}, scikit-learn&apos;s shape for covariance_type={1})</source>
        <translation>（或 {0}，即 scikit-learn 在 covariance_type={1} 时的形状）</translation>
    </message>
    <message>
        <source>The initial precisions have shape {0}; give ({1}, {2}, {2}) full matrices{3}.</source>
        <translation>初始精度矩阵的形状为 {0}；请给出 ({1}, {2}, {2}) 的完整矩阵{3}。</translation>
    </message>
    <message>
        <source>The initial {0} must hold numbers only.</source>
        <translation>初始 {0} 只能含数值。</translation>
    </message>
    <message>
        <source>The initial {0} hold a NaN or infinite value; give finite numbers.</source>
        <translation>初始 {0} 含 NaN 或无穷大值；请给出有限数。</translation>
    </message>
    <message>
        <source>Column {0} of X has no observed value; remove it before EM.</source>
        <translation>X 的列 {0} 没有观测值；请在运行 EM 前将其删去。</translation>
    </message>
    <message>
        <source>m_step needs complete rows: with missing values, iter_fit&apos;s E step fills them in.</source>
        <translation>m_step 需要完整的行：有缺失值时，由 iter_fit 的 E 步补全。</translation>
    </message>
    <message>
        <source>resp must have shape ({0}, K): one row per sample of X; got {1}.</source>
        <translation>resp 的形状必须为 ({0}, K)：X 的每个样本一行；实际为 {1}。</translation>
    </message>
    <message>
        <source>Every row of resp must hold non-negative responsibilities that sum to 1.</source>
        <translation>resp 的每一行都必须是和为 1 的非负响应度。</translation>
    </message>
    <message>
        <source>Invalid value for &apos;n_samples&apos;: {0}; sample needs a whole number &gt;= 1.</source>
        <translation>n_samples 的值 {0} 无效：sample 需要一个 ≥ 1 的整数。</translation>
    </message>
    <message>
        <source>params must be a MixtureParams, got {0}.</source>
        <translation>params 必须是 MixtureParams，实际为 {0}。</translation>
    </message>
    <message>
        <source>This GaussianMixture is not fitted yet; call fit(X) or pass params.</source>
        <translation>此 GaussianMixture 尚未拟合；请先调用 fit(X) 或传入 params。</translation>
    </message>
    <message>
        <source>X holds an infinite value in row {0}; EM needs finite numbers (NaN: missing).</source>
        <translation>X 在第 {0} 行含无穷大值；EM 需要有限数（NaN 表示缺失）。</translation>
    </message>
    <message>
        <source>X has {0} rows but n_components = {1}; use at most {0} components or add samples.</source>
        <translation>X 有 {0} 行，但 n_components = {1}；请最多使用 {0} 个成分，或增加样本。</translation>
    </message>
    <message>
        <source>random_state must be None, an int or a numpy Generator; got {0}.</source>
        <translation>random_state 必须是 None、整数或 numpy Generator；实际为 {0}。</translation>
    </message>
    <message>
        <source>{0} must hold numbers only, got {1}.</source>
        <translation>{0} 只能含数值，实际为 {1}。</translation>
    </message>
    <message>
        <source>{0} must be {1}-D, got shape {2}.</source>
        <translation>{0} 必须是 {1} 维的，实际形状为 {2}。</translation>
    </message>
    <message>
        <source>{0} holds a NaN or infinite value; every parameter must be a finite number.</source>
        <translation>{0} 含 NaN 或无穷大值；每个参数都必须是有限数。</translation>
    </message>
    <message>
        <source>weights {0}, means {1} and covariances {2} disagree; with K = {3} components in d = {4} dimensions they must be ({3},), ({3}, {4}) and ({3}, {4}, {4}).</source>
        <translation>weights {0}、means {1} 与 covariances {2} 的形状不一致；在 d = {4} 维中有 K = {3} 个成分时，它们必须为 ({3},)、({3}, {4}) 和 ({3}, {4}, {4})。</translation>
    </message>
    <message>
        <source>covariance_type must be one of {0}, got {1}.</source>
        <translation>covariance_type 必须是 {0} 之一，实际为 {1}。</translation>
    </message>
    <message>
        <source>{0}[{1}] is not symmetric; a covariance matrix must equal its transpose.</source>
        <translation>{0}[{1}] 不对称；协方差矩阵必须等于其转置。</translation>
    </message>
    <message>
        <source>{0}[{1}] is not positive definite (some direction has variance &lt;= 0); give every component a positive variance in every direction.</source>
        <translation>{0}[{1}] 不是正定的（某个方向的方差 &lt;= 0）；请使每个成分在每个方向上的方差都为正。</translation>
    </message>
    <message>
        <source>Negative values in data passed to MultinomialNB: X holds the negative count {0} at row {1}, column {2}; multinomial naive Bayes needs counts &gt;= 0.</source>
        <translation>传给 MultinomialNB 的数据含负值：X 在第 {1} 行、第 {2} 列含负计数 {0}；多项式朴素贝叶斯要求计数 &gt;= 0。</translation>
    </message>
    <message>
        <source>X holds a missing or infinite count in rows {0}..{1}; multinomial naive Bayes needs every count (fill missing counts with 0).</source>
        <translation>X 在第 {0}..{1} 行含缺失或无穷大的计数；多项式朴素贝叶斯需要每个计数（缺失的计数请填 0）。</translation>
    </message>
    <message>
        <source>X holds a missing or infinite count; fill missing counts with 0.</source>
        <translation>X 含缺失或无穷大的计数；缺失的计数请填 0。</translation>
    </message>
    <message>
        <source>Column {0} is categorical with {1} levels, so it takes the codes 0..{2} (or -1 / NaN for missing), but it holds {3}; declare every level in n_categories.</source>
        <translation>列 {0} 是有 {1} 个取值的类别型列，编码应为 0..{2}（缺失用 -1 或 NaN），但它含 {3}；请在 n_categories 中声明所有取值。</translation>
    </message>
    <message>
        <source>n_categories must be None or a sequence with one entry per column, got {0}.</source>
        <translation>n_categories 必须是 None 或每列一项的序列，实际为 {0}。</translation>
    </message>
    <message>
        <source>n_categories has {0} entries but X has {1} columns; give one per column (None for a numeric column, the number of levels for a categorical one).</source>
        <translation>n_categories 有 {0} 项，但 X 有 {1} 列；请每列给出一项（数值列为 None，类别列为取值个数）。</translation>
    </message>
    <message>
        <source>n_categories[{0}] must be None or an integer &gt;= 1 (the number of levels), got {1}.</source>
        <translation>n_categories[{0}] 必须是 None 或 &gt;= 1 的整数（取值个数），实际为 {1}。</translation>
    </message>
    <message>
        <source>unlabeled_weight must be between 0 and 1, got {0}.</source>
        <extracomment>EM&apos;s counts are not sums over rows: the unlabeled rows&apos; share comes from posteriors under parameters that saw every row, so the fit minus some rows is not the fit without them (cross-validation refits each fold)</extracomment>
        <translation>unlabeled_weight 必须在 0 和 1 之间，实际为 {0}。</translation>
    </message>
    <message>
        <source>Every row is unlabeled; semi-supervised naive Bayes needs labeled rows to start from.</source>
        <translation>所有行都未标注；半监督朴素贝叶斯需要已标注的行作为起点。</translation>
    </message>
    <message>
        <source>y must have one label per row of X ({0}), got shape {1}.</source>
        <translation>y 必须为 X 的每一行（{0} 行）给出一个标签，实际形状为 {1}。</translation>
    </message>
    <message>
        <source>every row of X has a missing value (NaN, or -1 in a categorical column); fill them in or drop the emptiest columns.</source>
        <extracomment>only columns beyond 1e150 are scaled: elsewhere the scale would change the regularised optimum</extracomment>
        <translation>X 的每一行都有缺失值（NaN，或分类列中的 -1）；请补全缺失值，或删去缺失最多的列。</translation>
    </message>
    <message>
        <source>class {0} has no row without missing values (NaN); fill in its missing values or drop that class.</source>
        <translation>类别 {0} 没有不含缺失值（NaN）的行；请补全它的缺失值，或删去该类别。</translation>
    </message>
    <message>
        <source>The saved model has {0} inputs, but n_categories makes {1}; pass the n_categories it was fitted with.</source>
        <translation>保存的模型有 {0} 个输入，但 n_categories 给出 {1} 个；请传入拟合时所用的 n_categories。</translation>
    </message>
    <message>
        <source>Complex data not supported: {0} holds complex numbers; pass real numbers.</source>
        <translation>不支持复数数据：{0} 含有复数；请传入实数。</translation>
    </message>
    <message>
        <source>{0} must hold numbers only; convert text columns to category codes first ({1}).</source>
        <extracomment>a float target with more distinct values than this, and than half its rows, is taken as continuous what a numeric hyper-parameter may be given as (what float() takes; anything else is refused with a message)</extracomment>
        <translation>{0} 只能含有数字；请先把文本列转换为类别编码（{1}）。</translation>
    </message>
    <message>
        <source>{0} is a sparse matrix, but dense data is required; convert it with {0}.toarray().</source>
        <translation>{0} 是稀疏矩阵，但这里需要稠密数据；请用 {0}.toarray() 转换。</translation>
    </message>
    <message>
        <source>{0} must be 2-D of shape (n_samples, n_features) but is 1-D. Reshape your data: {0}.reshape(-1, 1) for a single feature or {0}.reshape(1, -1) for a single sample.</source>
        <translation>{0} 必须是形状为 (n_samples, n_features) 的二维数组，但它是一维的。请改变数据形状：单个特征用 {0}.reshape(-1, 1)，单个样本用 {0}.reshape(1, -1)。</translation>
    </message>
    <message>
        <source>{0} must be 2-D of shape (n_samples, n_features), got shape {1}.</source>
        <translation>{0} 必须是形状为 (n_samples, n_features) 的二维数组，实际形状为 {1}。</translation>
    </message>
    <message>
        <source>{0} has no rows; at least one sample is needed.</source>
        <translation>{0} 没有行；至少需要一个样本。</translation>
    </message>
    <message>
        <source>{0} has 0 feature(s) (shape={1}) while a minimum of 1 is required; give the model at least one column.</source>
        <translation>{0} 有 0 个特征（形状 {1}），至少需要 1 个；请至少给模型一列。</translation>
    </message>
    <message>
        <source>X has {0} features, but {1} is expecting {2} features as input; pass the same columns, in the same order, as at training time.</source>
        <translation>X 有 {0} 个特征，但 {1} 需要 {2} 个特征作为输入；请按训练时的顺序传入相同的列。</translation>
    </message>
    <message>
        <source>{0} holds an infinite value at row {1}, column {2}; replace it with a finite number or with NaN (missing).</source>
        <translation>{0} 在第 {1} 行、第 {2} 列含有无穷大值；请换成有限数或 NaN（缺失）。</translation>
    </message>
    <message>
        <source>{0} column {1} holds values as large as {2}; squares of values beyond {3} overflow, so the model cannot be computed. Rescale column {1} (for example divide it by 1e{4}, or express it in larger units) in the training and the prediction data.</source>
        <translation>{0} 的第 {1} 列含有大到 {2} 的值；超过 {3} 的值平方后会溢出，模型无法计算。请在训练数据和预测数据中缩放第 {1} 列（例如除以 1e{4}，或改用更大的单位）。</translation>
    </message>
    <message>
        <source>y holds labels {0} that are not among the classes {1}; pass every class in `classes=` on the first partial_fit call.</source>
        <translation>y 含有不在类别 {1} 之中的标签 {0}；请在第一次调用 partial_fit 时用 `classes=` 传入所有类别。</translation>
    </message>
    <message>
        <source>This classifier requires y to be passed, but the target y is None; pass the class labels.</source>
        <translation>此分类器需要传入 y，但目标 y 为 None；请传入类别标签。</translation>
    </message>
    <message>
        <source>y must be 1-D with one label per sample, got shape {0}.</source>
        <translation>y 必须是一维的，每个样本一个标签，实际形状为 {0}。</translation>
    </message>
    <message>
        <source>X has {0} rows but y has {1} labels; they must match.</source>
        <translation>X 有 {0} 行，而 y 有 {1} 个标签；两者必须一致。</translation>
    </message>
    <message>
        <source>Unknown label type: complex; class labels must be integers or text.</source>
        <translation>未知的标签类型：复数；类别标签必须是整数或文本。</translation>
    </message>
    <message>
        <source>y has missing labels (None); drop unlabelled rows before fitting.</source>
        <translation>y 含有缺失的标签（None）；请在拟合前删去无标签的行。</translation>
    </message>
    <message>
        <source>infinity</source>
        <translation>无穷大</translation>
    </message>
    <message>
        <source>Input y contains {0} (row {1}); drop unlabelled rows before fitting.</source>
        <translation>输入的 y 含有 {0}（第 {1} 行）；请在拟合前删去无标签的行。</translation>
    </message>
    <message>
        <source>fractional values such as {0}</source>
        <translation>含有 {0} 这样的小数值</translation>
    </message>
    <message>
        <source>{0} distinct numbers in {1} rows</source>
        <translation>{1} 行中有 {0} 个不同的数</translation>
    </message>
    <message>
        <source>Unknown label type: continuous. The target y looks continuous ({0}); choose a categorical target, or bin this column into a few classes first.</source>
        <translation>未知的标签类型：连续。目标 y 看起来是连续的（{0}）；请选择分类型的目标列，或先把这一列分箱为几个类别。</translation>
    </message>
    <message>
        <source>{0} must be a finite number &gt;= 0, got {1}.</source>
        <translation>{0} 必须是 ≥ 0 的有限数，实际为 {1}。</translation>
    </message>
    <message>
        <source>{0} must be a finite number &gt; 0, got {1}.</source>
        <translation>{0} 必须是 &gt; 0 的有限数，实际为 {1}。</translation>
    </message>
    <message>
        <source>{0} must be a number, got {1}.</source>
        <translation>{0} 必须是数字，实际为 {1}。</translation>
    </message>
    <message>
        <source>class_prior has {0} values but there are {1} classes.</source>
        <translation>class_prior 有 {0} 个值，但共有 {1} 个类别。</translation>
    </message>
    <message>
        <source>class_prior values must be finite and &gt; 0 (a zero prior rules a class out forever).</source>
        <translation>class_prior 的值必须是有限的且 &gt; 0（先验为 0 会永远排除一个类别）。</translation>
    </message>
    <message>
        <source>class_prior must sum to 1, but sums to {0}.</source>
        <translation>class_prior 之和必须为 1，实际为 {0}。</translation>
    </message>
    <message>
        <source>{0} must be an integer &gt;= {1}, got {2}.</source>
        <translation>{0} 必须是 ≥ {1} 的整数，实际为 {2}。</translation>
    </message>
    <message>
        <source>; pass every class in `classes=` on the first call</source>
        <extracomment>whether the model gives posteriors (``predict_proba``); the linear SVM does not whether the score is log P(c) + log p(x|c) (Bayes&apos; rule) rather than a discriminative score the names of the fitted attributes a saved model stores (``fitted_state``), in order the scikit-learn input tags (``sklearn.utils.InputTags`` fields) that are True: NaN marks a missing value scikit-learn&apos;s ``poor_score`` tag: the model is not meant for blobs of real numbers (word counts) (low, high): the magnitudes outside which a scalable column is scaled; None: the model never scales the exponents of a scaled fit, or None (the cheap test of the usual case) True while ``_fit_steps`` runs on X whose range ``iter_fit`` has checked (and scaled): the model&apos;s own fit-time range check (``reject_huge``) is then skipped, so the input is looked at once</extracomment>
        <translation>；请在第一次调用时用 `classes=` 传入所有类别</translation>
    </message>
    <message>
        <source>classes={0} differ from the first call&apos;s {1}.</source>
        <translation>classes={0} 与第一次调用时的 {1} 不同。</translation>
    </message>
    <message>
        <source>This {0} is not fitted yet; call fit(X, y) first.</source>
        <translation>此 {0} 尚未拟合；请先调用 fit(X, y)。</translation>
    </message>
    <message>
        <source>explain takes one sample; pass a 1-D row of shape (n_features,).</source>
        <translation>explain 只接受一个样本；请传入形状为 (n_features,) 的一维行。</translation>
    </message>
    <message>
        <source>feature_names has {0} names but the model has {1} features.</source>
        <translation>feature_names 有 {0} 个名称，但模型有 {1} 个特征。</translation>
    </message>
    <message>
        <source>This is not a saved {0}: unknown state {1}, missing {2}; a {0} stores {3}.</source>
        <translation>这不是保存的 {0}：未知状态 {1}，缺少 {2}；{0} 保存的是 {3}。</translation>
    </message>
    <message>
        <source>feature_exponent_ scales column {0}, which this {1} never scales (counts, category codes).</source>
        <translation>feature_exponent_ 缩放了第 {0} 列，而此 {1} 从不缩放这一列（计数或类别编码）。</translation>
    </message>
    <message>
        <source>y holds a single class ({0}); one class cannot be told apart from anything: a classifier needs at least two{1}.</source>
        <translation>y 只有一个类别（{0}）；一个类别无从区分：分类器至少需要两个类别{1}。</translation>
    </message>
    <message>
        <source>Unknown {0} {1} for {2}; choose one of: {3}.</source>
        <translation>{2} 的 {0} {1} 未知；请从以下选择：{3}。</translation>
    </message>
    <message>
        <source>{0} must be a name, got {1}.</source>
        <translation>{0} 必须是一个名称，得到的是 {1}。</translation>
    </message>
    <message>
        <source>{0} must be true or false, got {1}.</source>
        <translation>{0} 必须是 true 或 false，实际为 {1}。</translation>
    </message>
    <message>
        <source>{0} must be a whole number, got {1}.</source>
        <translation>{0} 必须是整数，实际为 {1}。</translation>
    </message>
    <message>
        <source>{0} must be a finite number, got {1}.</source>
        <translation>{0} 必须是有限数，实际为 {1}。</translation>
    </message>
    <message>
        <source>between {0} and {1}</source>
        <translation>介于 {0} 与 {1} 之间</translation>
    </message>
    <message>
        <source>greater than {0}</source>
        <translation>大于 {0}</translation>
    </message>
    <message>
        <source>at least {0}</source>
        <translation>至少为 {0}</translation>
    </message>
    <message>
        <source>at most {0}</source>
        <translation>至多为 {0}</translation>
    </message>
    <message>
        <source>{0} must be {1}, got {2}.</source>
        <translation>{0} 必须{1}，实际为 {2}。</translation>
    </message>
    <message>
        <source>The setting {0} holds {1}, not the content of a file: this model or settings file names a {0} file; train it again.</source>
        <translation>设置 {0} 保存的是 {1}，而不是文件的内容：这个模型或设置文件引用的是一个 {0} 文件；请重新训练。</translation>
    </message>
    <message>
        <source>{0} has no parameter {1}.</source>
        <extracomment>a model&apos;s parameter values by name, each of its Param&apos;s type (validated by Param.validate)</extracomment>
        <translation>{0} 没有参数 {1}。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>{0} has no preset {1}; its presets: {2}.</source>
        <translation>{0} 没有预设 {1}；它的预设有：{2}。</translation>
    </message>
    <message>
        <source>Unknown model {0}; choose one of: {1}.</source>
        <translation>未知的模型 {0}；请从以下选择：{1}。</translation>
    </message>
    <message>
        <source>Cannot remove rows of class {0}: the model has no such class (its classes: {1}).</source>
        <extracomment>a model that updates row by row (``can_update``): naive Bayes, or LDA, QDA, Gaussian Bayes an object that keeps statistics: the model, or a part of ``MixedNB``</extracomment>
        <translation>无法删除类别 {0} 的行：模型没有这个类别（它的类别：{1}）。</translation>
    </message>
    <message>
        <source>Removing these rows would leave one class ({0}); a classifier needs at least two. Keep a row of another class.</source>
        <translation>删除这些行后只剩一个类别（{0}）；分类器至少需要两个类别。请保留另一类别的一行。</translation>
    </message>
    <message>
        <source>{0} cannot be updated row by row (it is not a sum of per-class counts); fit it again.</source>
        <translation>{0} 不能逐行更新（它不是各类别计数之和）；请重新训练。</translation>
    </message>
    <message>
        <source>The model has an explicit class prior of {0} classes, so the classes cannot change incrementally; set the prior for the new classes and fit it again.</source>
        <translation>模型给定了 {0} 个类别的先验，因此类别不能增量地改变；请为新的类别设定先验后重新训练。</translation>
    </message>
    <message>
        <source>These rows are not all in the model&apos;s training data: removing them would make a count negative.</source>
        <translation>这些行并不都在模型的训练数据中：删除它们会使某个计数变为负数。</translation>
    </message>
    <message>
        <source>A look-up table holds P(c) and P(x_i|c) of naive Bayes; {0} is not naive Bayes.</source>
        <translation>查找表保存朴素贝叶斯的 P(c) 和 P(x_i|c)；{0} 不是朴素贝叶斯。</translation>
    </message>
    <message>
        <source>A binned table needs 2 bins or more, got {0}.</source>
        <translation>分箱的查找表至少需要 2 个箱，得到 {0}。</translation>
    </message>
    <message>
        <source>A binned table counts the training rows: give them (X and y).</source>
        <translation>分箱的查找表要对训练行计数：请给出训练行（X 和 y）。</translation>
    </message>
    <message>
        <source>Row {0}: categorical feature {1} holds code {2}, but the look-up table has levels 0..{3} only.</source>
        <extracomment>(categorical: fused-feature groups, their tables and key weights, or None), (continuous: μ, σ²), (count: log rate, rate)</extracomment>
        <translation>第 {0} 行：离散特征 {1} 的编码是 {2}，但查找表只有取值 0..{3}。</translation>
    </message>
    <message>
        <source>{0} {1} is not a categorical column the model reads; choose one of: {2}.</source>
        <translation>{0} {1} 不是模型读取的离散列；请从以下各列中选择：{2}。</translation>
    </message>
    <message>
        <source>{0} needs a smoothing λ (alpha) greater than 0, got {1}: most pairs of attribute values are never seen with a class, and their probability would be 0. Use alpha = 1 (the Laplace correction).</source>
        <translation>{0} 需要大于 0 的平滑参数 λ（alpha），得到的是 {1}：大多数属性取值对从未与某个类别一起出现，其概率将为 0。请使用 alpha = 1（拉普拉斯修正）。</translation>
    </message>
    <message>
        <source>{0} must be the index of an attribute, 0 to {1}, got {2}; X has {3} attribute(s).</source>
        <translation>{0} 必须是属性的序号（0 到 {1}），得到的是 {2}；X 有 {3} 个属性。</translation>
    </message>
    <message>
        <source>n_categories has shape {0}, but X has {1} attribute(s); pass one int, or one number of levels per attribute (shape ({1},)).</source>
        <translation>n_categories 的形状是 {0}，但 X 有 {1} 个属性；请给出一个整数，或每个属性一个取值个数（形状 ({1},)）。</translation>
    </message>
    <message>
        <source>{0} needs integer level codes (0, 1, 2, ...); X has values of type {1}.</source>
        <translation>{0} 需要整数取值编码（0, 1, 2, ...）；X 中的值类型为 {1}。</translation>
    </message>
    <message>
        <source>Negative values in data passed to {0}: attribute {1} holds {2} (row {3}); codes must be 0, 1, 2, ... (-1 or NaN marks a missing value).</source>
        <translation>传给 {0} 的数据中有负值：属性 {1} 含有 {2}（第 {3} 行）；编码必须是 0, 1, 2, ...（-1 或 NaN 表示缺失值）。</translation>
    </message>
    <message>
        <source>{0} needs integer level codes (0, 1, 2, ...), but attribute {1} holds {2} (row {3}). Encode each level as an integer, or mark a missing value with -1 or NaN.</source>
        <translation>{0} 需要整数取值编码（0, 1, 2, ...），但属性 {1} 含有 {2}（第 {3} 行）。请把每个取值编码为整数，或用 -1 或 NaN 标记缺失值。</translation>
    </message>
    <message>
        <source>Attribute {0} holds level code {1} (row {2}), but the model knows only {3} levels (codes 0..{4}); declare all levels with n_categories, or mark the value missing (-1).</source>
        <translation>属性 {0} 含有取值编码 {1}（第 {2} 行），但模型只知道 {3} 个取值（编码 0..{4}）；请用 n_categories 声明全部取值，或把该值标为缺失（-1）。</translation>
    </message>
    <message>
        <source>No value of this sample is seen in m′ = {0} training rows or more, so no attribute qualifies as a super-parent (eq. 7.23&apos;s sum is empty): the model falls back to naive Bayes, P(c)·Π_j P(x_j | c), with the same smoothing.</source>
        <translation>该样本没有任何取值在至少 m′ = {0} 个训练样本中出现，因此没有属性能作为超父（式 7.23 的求和为空）：模型退回朴素贝叶斯 P(c)·Π_j P(x_j | c)，平滑方式不变。</translation>
    </message>
    <message>
        <source>Super-parents (the sample&apos;s value seen in at least m′ = {0} training rows): {1}; left out: {2}.</source>
        <translation>超父（该样本的取值至少在 m′ = {0} 个训练样本中出现）：{1}；未采用：{2}。</translation>
    </message>
    <message>
        <source>m_prime must be a whole number &gt;= 0, got {0}.</source>
        <translation>m_prime 必须是不小于 0 的整数，得到的是 {0}。</translation>
    </message>
    <message>
        <source>Unknown weighting {0} for TAN; choose one of: {1}.</source>
        <translation>TAN 的加权方式 {0} 未知；请从以下选择：{1}。</translation>
    </message>
    <message>
        <source>A Bayesian network reads category codes 0, 1, 2, ...; X holds fractions or infinite values.</source>
        <translation>贝叶斯网读取类别编码 0, 1, 2, …；X 中含有小数或无穷大。</translation>
    </message>
    <message>
        <source>Category codes are 0, 1, 2, ... (-1 or NaN: missing); X holds {0}.</source>
        <translation>类别编码为 0, 1, 2, …（-1 或 NaN 表示缺失）；X 中含有 {0}。</translation>
    </message>
    <message>
        <source>node_names names {0} nodes; the data have {1} features and the class.</source>
        <translation>node_names 给出了 {0} 个结点；数据有 {1} 个属性外加类别。</translation>
    </message>
    <message>
        <source>X has {0} features, but the model was fitted with {1}.</source>
        <translation>X 有 {0} 个属性，但模型是用 {1} 个属性拟合的。</translation>
    </message>
    <message>
        <source>Feature {0} holds category code {1}, but the model knows only {2} levels.</source>
        <translation>属性 {0} 含有类别编码 {1}，但模型只知道 {2} 个取值。</translation>
    </message>
    <message>
        <source>Unknown search {0}; choose one of: {1}.</source>
        <translation>未知的搜索方法 {0}；请从以下选择：{1}。</translation>
    </message>
    <message>
        <source>Unknown score {0}; choose one of: {1}.</source>
        <translation>未知的评分函数 {0}；请从以下选择：{1}。</translation>
    </message>
    <message>
        <source>alpha must be a finite number ≥ 0, got {0}.</source>
        <translation>alpha 必须是 ≥ 0 的有限数，而不是 {0}。</translation>
    </message>
    <message>
        <source>n_categories gives {0} numbers for {1} features.</source>
        <translation>n_categories 给出了 {0} 个数，但有 {1} 个属性。</translation>
    </message>
    <message>
        <source>The structure&apos;s nodes {0} are not the columns and the class {1}.</source>
        <translation>结构的结点 {0} 与各列及类别 {1} 不一致。</translation>
    </message>
    <message>
        <source>There is no column {0}; the nodes are: {1}.</source>
        <translation>没有列 {0}；结点为：{1}。</translation>
    </message>
    <message>
        <source>The sets of a d-separation question must not share a node.</source>
        <translation>有向分离问题中的各个集合不能有共同结点。</translation>
    </message>
    <message>
        <source>EM over missing cells takes at most {0} columns.</source>
        <translation>对缺失单元格做 EM 最多支持 {0} 列。</translation>
    </message>
    <message>
        <source>Row {0} misses too many cells for EM ({1} value combinations).</source>
        <translation>第 {0} 行缺失的单元格太多，无法做 EM（{1} 种取值组合）。</translation>
    </message>
    <message>
        <source>{0} must be a whole number ≥ {1}, got {2}.</source>
        <translation>{0} 必须是 ≥ {1} 的整数，而不是 {2}。</translation>
    </message>
    <message>
        <source>A query names a node twice.</source>
        <translation>查询中同一结点出现了两次。</translation>
    </message>
    <message>
        <source>{0} has no value {1}; its values: {2}.</source>
        <translation>{0} 没有取值 {1}；它的取值为：{2}。</translation>
    </message>
    <message>
        <source>Name at least one query node.</source>
        <translation>请至少指定一个查询结点。</translation>
    </message>
    <message>
        <source>{0} is both queried and given as evidence.</source>
        <translation>{0} 既是查询变量又是证据。</translation>
    </message>
    <message>
        <source>Exact inference takes networks of at most {0} nodes.</source>
        <translation>精确推断最多支持 {0} 个结点的网络。</translation>
    </message>
    <message>
        <source>The evidence has probability 0 under this network.</source>
        <translation>在此网络下，证据的概率为 0。</translation>
    </message>
    <message>
        <source>The network needs the values and a table of every node.</source>
        <translation>网络需要每个结点的取值和条件概率表。</translation>
    </message>
    <message>
        <source>The table of {0} has the shape {1}; its parents and values need {2}.</source>
        <translation>{0} 的条件概率表形状为 {1}；按其父结点和取值应为 {2}。</translation>
    </message>
    <message>
        <source>Each distribution in the table of {0} must hold probabilities that sum to 1.</source>
        <translation>{0} 的条件概率表中每个分布的概率之和必须为 1。</translation>
    </message>
    <message>
        <source>A network with tables needs &quot;states&quot; and &quot;cpts&quot;, one entry per node.</source>
        <translation>带条件概率表的网络需要 &quot;states&quot; 和 &quot;cpts&quot;，每个结点一项。</translation>
    </message>
    <message>
        <source>The network gives no values or no table for {0}.</source>
        <translation>网络没有给出 {0} 的取值或条件概率表。</translation>
    </message>
    <message>
        <source>{0} must be a whole number ≥ 0, got {1}.</source>
        <translation>{0} 必须是 ≥ 0 的整数，而不是 {1}。</translation>
    </message>
    <message>
        <source>A network needs at least one node.</source>
        <translation>网络至少需要一个结点。</translation>
    </message>
    <message>
        <source>The order must name every node once ({0} nodes).</source>
        <translation>顺序必须恰好列出每个结点一次（共 {0} 个结点）。</translation>
    </message>
    <message>
        <source>The network names node {0} twice.</source>
        <translation>网络中结点 {0} 出现了两次。</translation>
    </message>
    <message>
        <source>The network has no node {0}; its nodes: {1}.</source>
        <translation>网络中没有结点 {0}；它的结点为：{1}。</translation>
    </message>
    <message>
        <source>An edge from {0} to itself is not allowed.</source>
        <translation>不允许从 {0} 指向自身的边。</translation>
    </message>
    <message>
        <source>The edge {0} → {1} is there already.</source>
        <translation>边 {0} → {1} 已经存在。</translation>
    </message>
    <message>
        <source>The edge {0} → {1} would close a cycle (a Bayesian network is acyclic).</source>
        <translation>边 {0} → {1} 会形成环（贝叶斯网是无环的）。</translation>
    </message>
    <message>
        <source>There is no edge {0} → {1}.</source>
        <translation>没有边 {0} → {1}。</translation>
    </message>
    <message>
        <source>A network needs &quot;nodes&quot;: a list of names, and &quot;edges&quot;: a list of pairs.</source>
        <translation>网络需要 &quot;nodes&quot;（名称列表）和 &quot;edges&quot;（结点对列表）。</translation>
    </message>
    <message>
        <source>Each of the network&apos;s &quot;edges&quot; is a pair [parent, child].</source>
        <translation>网络的每条 &quot;edges&quot; 都是一对 [父结点, 子结点]。</translation>
    </message>
    <message>
        <source>Right: {0}.</source>
        <translation>正确：{0}。</translation>
    </message>
    <message>
        <source>Not right: {0} is not {1}.</source>
        <translation>不正确：{0} 不等于 {1}。</translation>
    </message>
    <message>
        <source>Not right: {0} is close to {1} but not equal; give the exact fraction or a decimal to {2} digits.</source>
        <translation>不正确：{0} 接近 {1} 但不相等；请给出精确的分数，或保留 {2} 位有效数字的小数。</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; is not a number: write a fraction (3/8), a decimal (0.375 or 0,375) or 1.2e-5.</source>
        <translation>“{0}”不是数：请写分数（3/8）、小数（0.375 或 0,375）或 1.2e-5。</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; is not one of the choices: {1}.</source>
        <translation>“{0}”不是可选项之一：{1}。</translation>
    </message>
    <message>
        <source>No answer.</source>
        <translation>未作答。</translation>
    </message>
    <message>
        <source>k-fold cross-validation needs k &gt;= 2; got k={0}.</source>
        <translation>k 折交叉验证需要 k &gt;= 2；当前 k={0}。</translation>
    </message>
    <message>
        <source>{0} needs the whole table in memory: its fit is not a sum of per-class counts and sums. Train it on a sample of the rows, or stream naive Bayes, LDA, QDA or Gaussian Bayes (without EM for missing values).</source>
        <translation>{0} 需要把整张表读入内存：它的拟合不是各类计数与求和的累加。请用随机抽取的部分行训练它，或改用可流式训练的朴素贝叶斯、LDA、QDA 或高斯贝叶斯（缺失值不用 EM）。</translation>
    </message>
    <message>
        <source>Class codes must be whole numbers 0..{0}; row {1} has {2}.</source>
        <translation>类别编码必须是 0..{0} 的整数；第 {1} 行是 {2}。</translation>
    </message>
    <message>
        <source>Bins must be one of {0}, got {1}.</source>
        <translation>分箱方式必须是 {0} 之一，得到的是 {1}。</translation>
    </message>
    <message>
        <source>The number of bins must be 1 or more, got {0}.</source>
        <translation>箱数必须至少为 1，得到的是 {0}。</translation>
    </message>
    <message>
        <source>A mixture component of class {0} lost every row during EM; lower n_components, or train on a sample of the rows in memory (which re-seeds it).</source>
        <translation>类别 {0} 的一个混合成分在 EM 中失去了全部行；请减小 n_components，或在内存中用行的样本训练（会重新初始化该成分）。</translation>
    </message>
</context>
<context>
    <name>data</name>
    <message>
        <source>{0} is not a regular file (a folder or a device); choose another name to save to.</source>
        <translation>{0} 不是普通文件（是文件夹或设备）；请换一个文件名保存。</translation>
    </message>
    <message>
        <source>Unknown text encoding {0}. Use a name such as &apos;utf-8&apos;, &apos;gb18030&apos;, &apos;utf-16&apos; or &apos;latin-1&apos;.</source>
        <extracomment>Number of bytes read from the start of a file to detect its encoding and dialect.</extracomment>
        <translation>未知的文本编码 {0}。请使用 &apos;utf-8&apos;、&apos;gb18030&apos;、&apos;utf-16&apos; 或 &apos;latin-1&apos; 等名称。</translation>
    </message>
    <message>
        <source>{0}: column &apos;{1}&apos; has an infinite value ({2}) on {3}. Replace it with a number, or leave the cell empty to mark it missing.</source>
        <translation>{0}：列“{1}”在{3}有无穷大值（{2}）。请改为一个数，或清空该单元格以标记为缺失。</translation>
    </message>
    <message>
        <source>{0}: column &apos;{1}&apos; cannot be {2}: &apos;{3}&apos; on {4} is not a number. Correct it, or mark it missing (empty cell or ?), or keep the column categorical.</source>
        <translation>{0}：列“{1}”不能设为{2}：{4}的“{3}”不是数。请改正它，或标记为缺失（空单元格或 ?），或保持该列为类别型。</translation>
    </message>
    <message>
        <source>{0}: column &apos;{1}&apos; cannot be a count: it has the negative value {2} on {3}. Counts are 0, 1, 2, ...; make it continuous instead.</source>
        <translation>{0}：列“{1}”不能设为计数：它在{3}有负值 {2}。计数为 0, 1, 2, …；请改设为连续型。</translation>
    </message>
    <message>
        <source>{0}: the target column &apos;{1}&apos; holds continuous numbers; every different value becomes a class. Choose a column of categories as the target.</source>
        <translation>{0}：目标列“{1}”含连续数值，每个不同的值都会成为一个类别。请选择一个类别型的列作为目标。</translation>
    </message>
    <message>
        <source>{0}: the target column &apos;{1}&apos; has fewer than two classes, so a classifier cannot be trained on it. Choose another target column, or add rows of other classes.</source>
        <translation>{0}：目标列“{1}”的类别少于两个，无法训练分类器。请选择另一个目标列，或增加其他类别的行。</translation>
    </message>
    <message>
        <source>{0}: column(s) {1} have no name in the header; they are called &apos;column N&apos;.</source>
        <translation>{0}：表头中第 {1} 列没有名称；它们被命名为“column N”。</translation>
    </message>
    <message>
        <source>{0}: the column name &apos;{1}&apos; is used twice in the header (columns {2} and {3}). Rename one of them so that every column has its own name.</source>
        <translation>{0}：列名“{1}”在表头中出现了两次（第 {2} 列和第 {3} 列）。请重命名其中一列，使每列都有自己的名称。</translation>
    </message>
    <message>
        <source> Did you mean &apos;{0}&apos;?</source>
        <translation>您是否指“{0}”？</translation>
    </message>
    <message>
        <source>{0} has no column named &apos;{1}&apos;.{2} Its columns are: {3}.</source>
        <translation>{0} 中没有名为“{1}”的列。{2}其中的列为：{3}。</translation>
    </message>
    <message>
        <source>The delimiter must be a single character such as &apos;,&apos; &apos;;&apos; &apos;|&apos;, or &apos;tab&apos; or &apos;whitespace&apos; (got {0}).</source>
        <extracomment>The delimiter value meaning &quot;one or more spaces or tabs&quot; (as understood by pandas).</extracomment>
        <translation>分隔符必须是单个字符，如 &apos;,&apos; &apos;;&apos; &apos;|&apos;，或 &apos;tab&apos;、&apos;whitespace&apos;（实际为 {0}）。</translation>
    </message>
    <message>
        <source>a tab</source>
        <translation>制表符</translation>
    </message>
    <message>
        <source>spaces</source>
        <translation>空格</translation>
    </message>
    <message>
        <source> ({0} more line(s) near the start of the file have the same problem)</source>
        <translation>（文件开头附近还有 {0} 行有同样的问题）</translation>
    </message>
    <message>
        <source>{0}: line {1} has {2} values but the first line has {3} columns (values separated by {4}){5}. Every line needs one value per column: add the missing values (leave a cell empty if unknown) or remove the extra ones, or put quotes around text that contains the delimiter.</source>
        <translation>{0}：第 {1} 行有 {2} 个值，但第一行有 {3} 列（值以 {4} 分隔）{5}。每行的每一列都需要一个值：请补上缺少的值（未知时留空单元格）或删去多余的值，或给含分隔符的文本加上引号。</translation>
    </message>
    <message>
        <source>{0} is empty: it has no lines with values.</source>
        <translation>{0} 为空：没有含值的行。</translation>
    </message>
    <message>
        <source>The file</source>
        <extracomment>Bytes hashed between two yields of :func:`iter_sha256`.</extracomment>
        <translation>文件</translation>
    </message>
    <message>
        <source>The data file</source>
        <translation>数据文件</translation>
    </message>
    <message>
        <source>The project&apos;s data file</source>
        <translation>项目的数据文件</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>a named pipe (FIFO)</source>
        <translation>命名管道（FIFO）</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>a disk device</source>
        <translation>磁盘设备</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>套接字</translation>
    </message>
    <message>
        <source>{0} {1} does not exist. Check its name and folder.</source>
        <translation>{0} {1} 不存在。请检查文件名和所在文件夹。</translation>
    </message>
    <message>
        <source>{0} {1} is a symbolic link that points back to itself (a link loop). Choose the real file.</source>
        <translation>{0} {1} 是指向自身的符号链接（链接循环）。请选择真正的文件。</translation>
    </message>
    <message>
        <source>{0} {1} cannot be opened: {2}.</source>
        <translation>无法打开{0} {1}：{2}。</translation>
    </message>
    <message>
        <source>{0} name {1} is not a valid file name.</source>
        <translation>{0}名 {1} 不是有效的文件名。</translation>
    </message>
    <message>
        <source>{0} {1} is {2}, not a file. Choose a file.</source>
        <translation>{0} {1} 是{2}，不是文件。请选择一个文件。</translation>
    </message>
    <message>
        <source>{0} {1} is not a regular file. Choose a file.</source>
        <translation>{0} {1} 不是普通文件。请选择一个文件。</translation>
    </message>
    <message>
        <source>{0} {1} is too large ({2} bytes; at most {3} are read). Is it the right file?</source>
        <translation>{0} {1} 太大（{2} 字节；最多读取 {3} 字节）。是否选错了文件？</translation>
    </message>
    <message>
        <source>{0} {1} cannot be read: {2}.</source>
        <translation>无法读取{0} {1}：{2}。</translation>
    </message>
    <message>
        <source>{0} is an old-style Excel .xls (or other Office) file, which BayesGUI cannot read. Open it in Excel or WPS and save it as .xlsx or as CSV (UTF-8).</source>
        <extracomment>File name endings read as Excel workbooks.</extracomment>
        <translation>{0} 是旧式 Excel .xls（或其他 Office）文件，BayesGUI 无法读取。请在 Excel 或 WPS 中打开，另存为 .xlsx 或 CSV（UTF-8）。</translation>
    </message>
    <message>
        <source>{0} is {1}, not a table. Choose a CSV, TXT or Excel (.xlsx) file.</source>
        <translation>{0} 是{1}，不是表格。请选择 CSV、TXT 或 Excel（.xlsx）文件。</translation>
    </message>
    <message>
        <source>{0} does not look like a text table (it contains binary data). Choose a CSV, TSV, TXT or Excel (.xlsx) file.</source>
        <translation>{0} 看起来不是文本表格（含二进制数据）。请选择 CSV、TSV、TXT 或 Excel（.xlsx）文件。</translation>
    </message>
    <message>
        <source>{0}: every value of column &apos;{1}&apos; is different (names or free text?), so it cannot help to classify and is ignored. Change its kind if it should be used.</source>
        <extracomment>Integer columns with at most this many distinct values (and no zero-based counts) are categorical. Text columns whose values are all different are ignored from this many rows on. Rows examined first by checks that can often decide on a sample.</extracomment>
        <translation>{0}：列“{1}”的每个值都不同（是姓名或自由文本？），无助于分类，因此被忽略。如需使用，请更改其类型。</translation>
    </message>
    <message>
        <source>{0}: column &apos;{1}&apos; holds numbers but also text such as &apos;{2}&apos; on {3}, so it is treated as categorical. Correct that value, or mark it missing (empty cell or ?), to use the column as numbers.</source>
        <translation>{0}：列“{1}”含数值，但{3}还有文本“{2}”，因此按类别型处理。若要按数值使用该列，请改正该值，或标记为缺失（空单元格或 ?）。</translation>
    </message>
    <message>
        <source>{0}: column &apos;{1}&apos; is empty (every value is missing), so it is ignored.</source>
        <translation>{0}：列“{1}”为空（所有值都缺失），因此被忽略。</translation>
    </message>
    <message>
        <source>an object {{...}}</source>
        <translation>对象 {{...}}</translation>
    </message>
    <message>
        <source>a list [...]</source>
        <translation>列表 [...]</translation>
    </message>
    <message>
        <source>text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>The {0}</source>
        <translation>{0}</translation>
    </message>
    <message>
        <source>{0} is not a {1}: byte {2} is not UTF-8 text.</source>
        <translation>{0} 不是{1}：第 {2} 字节不是 UTF-8 文本。</translation>
    </message>
    <message>
        <source>{0} is not valid JSON (line {1}): is it a {2}?</source>
        <translation>{0} 不是有效的 JSON（第 {1} 行）：它是{2}吗？</translation>
    </message>
    <message>
        <source>{0} is damaged: it is nested too deeply to be a {1}.</source>
        <translation>{0} 已损坏：嵌套过深，不可能是{1}。</translation>
    </message>
    <message>
        <source>{0} is damaged: {1}. It is not a {2} BayesGUI wrote.</source>
        <translation>{0} 已损坏：{1}。它不是 BayesGUI 写出的{2}。</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>should be {0}, not {1}</source>
        <translation>应为{0}，而不是 {1}</translation>
    </message>
    <message>
        <source>{0} is damaged or incomplete: {1} {2}. Save it again from BayesGUI.</source>
        <translation>{0} 已损坏或不完整：{1} {2}。请在 BayesGUI 中重新保存。</translation>
    </message>
    <message>
        <source>categorical</source>
        <extracomment>Every kind, in the order shown to users. The kinds of the columns given to a classifier as features.</extracomment>
        <translation>离散</translation>
    </message>
    <message>
        <source>continuous</source>
        <translation>连续</translation>
    </message>
    <message>
        <source>count</source>
        <translation>计数</translation>
    </message>
    <message>
        <source>ignore</source>
        <translation>忽略</translation>
    </message>
    <message>
        <source>target</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; is not a column kind (column &apos;{1}&apos;).{2} Choose one of: {3}.</source>
        <translation>“{0}”不是列类型（列“{1}”）。{2}请从以下选择：{3}。</translation>
    </message>
    <message>
        <source>{0} is empty (0 bytes). Choose a file that contains a table.</source>
        <translation>{0} 为空（0 字节）。请选择包含表格的文件。</translation>
    </message>
    <message>
        <source>{0} cannot be opened: {1}.</source>
        <translation>无法打开 {0}：{1}。</translation>
    </message>
    <message>
        <source>{0} is an Excel workbook although its name ends in &apos;{1}&apos;; it was read as a workbook.</source>
        <translation>{0} 的扩展名是“{1}”，但它是 Excel 工作簿；已按工作簿读取。</translation>
    </message>
    <message>
        <source>loss file</source>
        <translation>损失文件</translation>
    </message>
    <message>
        <source>Loss file {0} does not exist.</source>
        <translation>损失文件 {0} 不存在。</translation>
    </message>
    <message>
        <source>Cannot read the loss file {0}: {1}. Save it as UTF-8 CSV.</source>
        <translation>无法读取损失文件 {0}：{1}。请保存为 UTF-8 CSV。</translation>
    </message>
    <message>
        <source>{0} is empty; its first row must be: decision,{1}</source>
        <translation>{0} 为空；其第一行必须是：decision,{1}</translation>
    </message>
    <message>
        <source>{0}: the header must name each class once after &apos;decision&apos; (expected: decision,{1}); {2}{3}</source>
        <translation>{0}：表头必须在“decision”之后把每个类别各列一次（应为：decision,{1}）；{2}{3}</translation>
    </message>
    <message>
        <source>missing {0}. </source>
        <translation>缺少 {0}。</translation>
    </message>
    <message>
        <source>unknown {0}.</source>
        <translation>未知 {0}。</translation>
    </message>
    <message>
        <source>{0}, line {1}: unknown decision &apos;{2}&apos;; use a class name or &apos;{3}&apos;.</source>
        <translation>{0}，第 {1} 行：未知的决策“{2}”；请使用类别名或“{3}”。</translation>
    </message>
    <message>
        <source>{0}, line {1}: decision &apos;{2}&apos; appears twice.</source>
        <translation>{0}，第 {1} 行：决策“{2}”出现了两次。</translation>
    </message>
    <message>
        <source>{0}, line {1}: expected {2} cells, found {3}.</source>
        <translation>{0}，第 {1} 行：应有 {2} 个单元格，实际有 {3} 个。</translation>
    </message>
    <message>
        <source>{0}, line {1}: the loss for decision &apos;{2}&apos;, truth &apos;{3}&apos; is &apos;{4}&apos;, not a number.</source>
        <translation>{0}，第 {1} 行：决策“{2}”、真实类别“{3}”的损失为“{4}”，不是数。</translation>
    </message>
    <message>
        <source>{0}, line {1}: the loss for decision &apos;{2}&apos;, truth &apos;{3}&apos; is {4}; losses must be finite and &gt;= 0.</source>
        <translation>{0}，第 {1} 行：决策“{2}”、真实类别“{3}”的损失为 {4}；损失必须有限且 &gt;= 0。</translation>
    </message>
    <message>
        <source>{0}: no row for decision(s) {1}; give one row per class.</source>
        <translation>{0}：缺少决策 {1} 的行；请为每个类别给出一行。</translation>
    </message>
    <message>
        <source>{0} has a &apos;{1}&apos; row; do not also give --reject-cost.</source>
        <translation>{0} 已有“{1}”行；请不要再给出 --reject-cost。</translation>
    </message>
    <message>
        <source>{0} is too large to open: it is {1} and would need about {2} of memory, but only {3} is available. Use a smaller part of the data (for example the first rows, or fewer columns), or close other programs and try again.</source>
        <extracomment>Estimated bytes of memory needed per byte of a text file while it is read (measured: a 67 MB CSV of Chinese categories and numbers peaks at about 4 times its size). The same for an .xlsx workbook, which is compressed XML read cell by cell. A text table loads comfortably when reading it needs at most this share of the memory available; a larger one opens streamed in the window (read in chunks, a preview shown).</extracomment>
        <translation>{0} 太大，无法打开：它有 {1}，约需 {2} 内存，但只有 {3} 可用。请使用数据的一部分（例如前若干行，或较少的列），或关闭其他程序后重试。</translation>
    </message>
    <message>
        <source>{0} is damaged: {1}. The model file was changed after BayesGUI saved it; train it again.</source>
        <translation>{0} 已损坏：{1}。模型文件在 BayesGUI 保存后被修改过；请重新训练。</translation>
    </message>
    <message>
        <source>feature {0} of &quot;schema&quot; → &quot;features&quot;</source>
        <translation>&quot;schema&quot; → &quot;features&quot; 的第 {0} 个特征</translation>
    </message>
    <message>
        <source>the name of {0}</source>
        <translation>{0}的名称</translation>
    </message>
    <message>
        <source>the kind of {0}</source>
        <translation>{0}的类型</translation>
    </message>
    <message>
        <source>feature &apos;{0}&apos; has the unknown kind {1}</source>
        <translation>特征“{0}”的类型 {1} 未知</translation>
    </message>
    <message>
        <source>the levels of {0}</source>
        <translation>{0}的取值</translation>
    </message>
    <message>
        <source>the bin edges of {0}</source>
        <translation>{0} 的分箱边界</translation>
    </message>
    <message>
        <source>feature &apos;{0}&apos; has damaged bin edges</source>
        <translation>特征“{0}”的分箱边界已损坏</translation>
    </message>
    <message>
        <source>two features have the same name</source>
        <translation>两个特征同名</translation>
    </message>
    <message>
        <source>the stored statistic {0} holds {1}, not numbers</source>
        <translation>保存的统计量 {0} 含有 {1}，而不是数字</translation>
    </message>
    <message>
        <source>the stored statistic {0} holds the negative value {1}</source>
        <translation>保存的统计量 {0} 含有负值 {1}</translation>
    </message>
    <message>
        <source>the model&apos;s classes are not class codes</source>
        <translation>模型的类别不是类别编码</translation>
    </message>
    <message>
        <source>the model&apos;s classes {0} do not match the {1} classes listed in the file</source>
        <translation>模型的类别 {0} 与文件中列出的 {1} 个类别不符</translation>
    </message>
    <message>
        <source>the model file</source>
        <translation>模型文件</translation>
    </message>
    <message>
        <source>{0} is not a BayesGUI model file (no &quot;format&quot;: &quot;{1}&quot;).</source>
        <translation>{0} 不是 BayesGUI 模型文件（没有 &quot;format&quot;: &quot;{1}&quot;）。</translation>
    </message>
    <message>
        <source>{0} has model format version {1}; this BayesGUI reads version {2}. Retrain the model with this version.</source>
        <translation>{0} 的模型格式版本为 {1}；此版本 BayesGUI 读取版本 {2}。请用此版本重新训练模型。</translation>
    </message>
    <message>
        <source>{0} holds a &apos;{1}&apos; model, which this version cannot read.</source>
        <translation>{0} 中是“{1}”模型，此版本无法读取。</translation>
    </message>
    <message>
        <source>{0} is damaged or incomplete ({1}: {2}); train it again.</source>
        <translation>{0} 已损坏或不完整（{1}：{2}）；请重新训练。</translation>
    </message>
    <message>
        <source>Cannot write the model to {0}: {1}.</source>
        <extracomment>The largest model or project file read (a model of 10,000 features × 5,000 classes is far smaller). The deepest nesting of lists and objects accepted (BayesGUI&apos;s own files nest at most 6 deep). What :func:`save_json` says when the system refuses to write a document, by kind: {0} the path, {1} the reason.</extracomment>
        <translation>无法把模型写入 {0}：{1}。</translation>
    </message>
    <message>
        <source>BayesGUI model file</source>
        <translation>BayesGUI 模型文件</translation>
    </message>
    <message>
        <source>continuous or count </source>
        <translation>连续型或计数型</translation>
    </message>
    <message>
        <source>categorical </source>
        <translation>类别型</translation>
    </message>
    <message>
        <source>Unknown model &apos;{0}&apos;; choose one of: {1}.</source>
        <translation>未知模型“{0}”；请从以下选择：{1}。</translation>
    </message>
    <message>
        <source>Unknown model parameter &apos;{0}&apos;; known: {1}.</source>
        <translation>未知的模型参数“{0}”；已知参数：{1}。</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <source>Choose a target column (the class to predict) before training.</source>
        <translation>训练前请选择目标列（要预测的类别）。</translation>
    </message>
    <message>
        <source>The {0} model cannot read some of these columns; leave them out first.</source>
        <translation>{0} 模型无法读取其中某些列；请先将它们排除。</translation>
    </message>
    <message>
        <source>The {0} model needs at least one {1}column; this table has none. Mark a column as a feature, or choose naive Bayes.</source>
        <translation>{0} 模型至少需要一个{1}列，而此表没有。请把某列标为特征，或选择朴素贝叶斯。</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; as {1} (a thousands separator)</source>
        <translation>“{0}”读作 {1}（千位分隔符）</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; as {1} (full-width digits)</source>
        <translation>“{0}”读作 {1}（全角数字）</translation>
    </message>
    <message>
        <source>{0}: column &apos;{1}&apos; was read as numbers: {2}. If these are not numbers, change the column&apos;s kind to categorical.</source>
        <translation>{0}：列“{1}”已按数值读取：{2}。如果它们不是数值，请把该列类型改为类别型。</translation>
    </message>
    <message>
        <source>{0} and {1}</source>
        <translation>{0}，{1}</translation>
    </message>
    <message>
        <source>Cannot save the project to {0}: {1}.</source>
        <translation>无法把项目保存到 {0}：{1}。</translation>
    </message>
    <message>
        <source>BayesGUI project</source>
        <extracomment>The largest project file read: projects hold settings, never data. the last evaluation, as ``bayesgui.report.evaluation.state.to_state`` writes it (None: none saved) the EM labs&apos; runs, as ``bayesgui.tasks.em.state`` writes them (None: none saved; older projects) the Bayesian-network tab: its structure, the nodes&apos; places, λ and the score (None: none saved) the edited table, saved beside the project (absolute path; None: the table was not edited) the learning mode (Zhou §7.3): {&quot;mode&quot;: &quot;eager&quot; | &quot;lookup&quot; | &quot;lazy&quot; | &quot;incremental&quot;, &quot;bins&quot;: int or None} the table was open streamed: how the file is read and its size and modification time, as ``bayesgui.data.streamed.reading_state`` writes them (None: in memory)</extracomment>
        <translation>BayesGUI 项目文件</translation>
    </message>
    <message>
        <source>{0} is not a BayesGUI project file.</source>
        <translation>{0} 不是 BayesGUI 项目文件。</translation>
    </message>
    <message>
        <source>{0} has project version {1}; this BayesGUI reads {2}.</source>
        <translation>{0} 的项目版本为 {1}；此版本 BayesGUI 读取版本 {2}。</translation>
    </message>
    <message>
        <source>{0} is damaged ({1}: {2}).</source>
        <translation>{0} 已损坏（{1}：{2}）。</translation>
    </message>
    <message>
        <source>The project&apos;s data file {0} is missing; move it back or reopen the data.</source>
        <translation>项目的数据文件 {0} 不见了；请把它移回原处，或重新打开数据。</translation>
    </message>
    <message>
        <source>The project names no data file.</source>
        <translation>项目没有指定数据文件。</translation>
    </message>
    <message>
        <source>There is no sample dataset {0}. Samples: {1}.</source>
        <extracomment>The bundled datasets, in the order the app lists them. The bundled Bayesian networks (structure and tables, ``{&quot;nodes&quot;, &quot;edges&quot;, &quot;states&quot;, &quot;cpts&quot;}``), by id: file name.</extracomment>
        <translation>没有示例数据集 {0}。示例数据集：{1}。</translation>
    </message>
    <message>
        <source>Codes must be whole numbers between -1 and {0}; got {1}.</source>
        <translation>编码必须是 -1 到 {0} 之间的整数；实际为 {1}。</translation>
    </message>
    <message>
        <source>{0}: column &apos;{1}&apos; has value(s) {2} that the training data never had. Known values: {3}. Correct them, or leave the cells empty to mark them missing.</source>
        <translation>{0}：列“{1}”含训练数据中从未出现的值 {2}。已知取值：{3}。请改正，或清空这些单元格以标记为缺失。</translation>
    </message>
    <message>
        <source>This data has no target column, so there are no classes to encode.</source>
        <translation>此数据没有目标列，因此没有类别可编码。</translation>
    </message>
    <message>
        <source>Expected an array with {0} columns, got shape {1}.</source>
        <translation>应为 {0} 列的数组，实际形状为 {1}。</translation>
    </message>
    <message>
        <source>This data has no target column, so there are no classes to decode.</source>
        <translation>此数据没有目标列，因此没有类别可解码。</translation>
    </message>
    <message>
        <source>line {0}</source>
        <translation>第 {0} 行</translation>
    </message>
    <message>
        <source>row {0}</source>
        <translation>第 {0} 行</translation>
    </message>
    <message>
        <source>No kind given for column(s): {0}.</source>
        <extracomment>Passed as ``target``: choose the target column automatically.</extracomment>
        <translation>以下列没有给出类型：{0}。</translation>
    </message>
    <message>
        <source>Only one column can be the target; got {0}.</source>
        <translation>只能有一列是目标列；实际给出了 {0}。</translation>
    </message>
    <message>
        <source>{0} is empty: it has no columns.</source>
        <translation>{0} 为空：没有任何列。</translation>
    </message>
    <message>
        <source>{0} has a header ({1}) but no rows of data. Add rows below the header.</source>
        <translation>{0} 有表头（{1}），但没有数据行。请在表头下方添加行。</translation>
    </message>
    <message>
        <source>Only one column can be the target; the kinds name {0}.</source>
        <translation>只能有一列是目标列；类型设置中指定了 {0}。</translation>
    </message>
    <message>
        <source>Two different targets were given: {0} and {1} (in kinds).</source>
        <translation>给出了两个不同的目标列：{0} 和 {1}（在类型设置中）。</translation>
    </message>
    <message>
        <source>{0} has no feature columns: every column is ignored or is the target. Set at least one column to categorical, continuous or count.</source>
        <translation>{0} 没有特征列：每一列都被忽略或是目标列。请至少把一列设为分类型、连续型或计数型。</translation>
    </message>
    <message>
        <source>only the class &apos;{0}&apos;</source>
        <translation>只有类别“{0}”</translation>
    </message>
    <message>
        <source>no values</source>
        <translation>没有任何值</translation>
    </message>
    <message>
        <source>{0}: the target column &apos;{1}&apos; has {2}. A classifier needs at least two classes: choose another target column, or add rows of other classes.</source>
        <translation>{0}：目标列“{1}”{2}。分类器至少需要两个类别：请选择另一个目标列，或添加其他类别的行。</translation>
    </message>
    <message>
        <source>{0}: {1} row(s) have no class: they are the unlabeled rows.</source>
        <translation>{0}：有 {1} 行没有类别：它们是未标记的行。</translation>
    </message>
    <message>
        <source>{0}: {1} row(s) have no value in the target column &apos;{2}&apos; (the first on {3}); they are left out.</source>
        <translation>{0}：有 {1} 行在目标列“{2}”中没有值（第一个在{3}）；这些行未被使用。</translation>
    </message>
    <message>
        <source>{0} unpacks to {1} bytes from {2}: it is not a worksheet BayesGUI can read (it looks like a zip bomb). If it is a real workbook, save the table as CSV.</source>
        <extracomment>Rows read between two yields of :func:`iter_read_excel`.</extracomment>
        <translation>{0} 从 {2} 字节解压为 {1} 字节：这不是 BayesGUI 能读取的工作表（看起来像压缩炸弹）。如果它确实是工作簿，请把表格另存为 CSV。</translation>
    </message>
    <message>
        <source>{0} has no worksheet {1}. Its worksheets are: {2}.</source>
        <translation>{0} 没有工作表 {1}。它的工作表有：{2}。</translation>
    </message>
    <message>
        <source>{0}: the worksheet &apos;{1}&apos; uses {2} rows × {3} columns (more than {4} cells), probably because of a far cell. Delete the rows and columns after the table (Ctrl+End in Excel shows the last cell), or save the table as CSV.</source>
        <translation>{0}：工作表“{1}”占用 {2} 行 × {3} 列（超过 {4} 个单元格），可能是因为远处有一个单元格。请删除表格之后的行和列（在 Excel 中按 Ctrl+End 可看到最后一个单元格），或把表格另存为 CSV。</translation>
    </message>
    <message>
        <source>{0} is not an Excel workbook, although its name ends in {1}. If it is a text table, rename it to .csv or .txt; if it comes from an old Excel (.xls), open it and save it as .xlsx.</source>
        <translation>{0} 不是 Excel 工作簿，尽管它的扩展名是 {1}。如果它是文本表格，请改名为 .csv 或 .txt；如果它来自旧版 Excel（.xls），请打开后另存为 .xlsx。</translation>
    </message>
    <message>
        <source>{0} could not be read as an Excel workbook: it may be damaged, password-protected or another kind of zip file. Open it in Excel or WPS and save it again as .xlsx, or save it as CSV.</source>
        <translation>无法把 {0} 读取为 Excel 工作簿：它可能已损坏、有密码保护，或是其他类型的 zip 文件。请在 Excel 或 WPS 中打开并重新另存为 .xlsx，或另存为 CSV。</translation>
    </message>
    <message>
        <source>{0}: the worksheet &apos;{1}&apos; is empty.</source>
        <translation>{0}：工作表“{1}”为空。</translation>
    </message>
    <message>
        <source>{0}: the worksheet &apos;{1}&apos; has more than {2} columns.</source>
        <translation>{0}：工作表“{1}”超过 {2} 列。</translation>
    </message>
    <message>
        <source>{0} has {1} worksheets ({2}); the worksheet &apos;{3}&apos; was read. Choose another one with File ▸ Choose worksheet (or --sheet on the command line).</source>
        <translation>{0} 有 {1} 个工作表（{2}）；已读取工作表“{3}”。可用 文件 ▸ 选择工作表（或命令行的 --sheet）选择另一个。</translation>
    </message>
    <message>
        <source>{0}: its shared strings table (xl/sharedStrings.xml, the workbook&apos;s distinct texts) {1}. Save the table as CSV, or keep only the rows and columns you need in a new workbook.</source>
        <extracomment>Texts, or bytes, read between two yields of :func:`iter_shared_strings` (whichever comes first; some tens of milliseconds of parsing).</extracomment>
        <translation>{0}：它的共享字符串表（xl/sharedStrings.xml，即工作簿中各不相同的文本）{1}。请把表格另存为 CSV，或在新工作簿中只保留需要的行和列。</translation>
    </message>
    <message>
        <source>unpacks to {0} bytes; BayesGUI reads at most {1} bytes ({2} MB) of it</source>
        <translation>解压后为 {0} 字节；BayesGUI 最多读取其中 {1} 字节（{2} MB）</translation>
    </message>
    <message>
        <source>holds more than {0} texts, the most BayesGUI reads</source>
        <translation>含有超过 {0} 个文本，超出 BayesGUI 的读取上限</translation>
    </message>
    <message>
        <source>{0}: line {1} has {2} values but the first line has {3} columns. Every line needs one value per column: remove the extra values, or put quotes around text that contains the delimiter.</source>
        <extracomment>Bytes read between two yields of :func:`iter_read_text` (about 20 ms of parsing). Steps the parser may read past the last yield (it never waits for the caller to wake: as fast as ``read_csv``).</extracomment>
        <translation>{0}：第 {1} 行有 {2} 个值，但第一行有 {3} 列。每行的每一列都需要一个值：请删去多余的值，或给含分隔符的文本加上引号。</translation>
    </message>
    <message>
        <source>{0}: a quote (&quot;) opened near data row {1} is never closed. Add the closing quote or remove the opening one.</source>
        <translation>{0}：在第 {1} 个数据行附近开始的引号（&quot;）没有闭合。请补上闭合引号，或删去开头的引号。</translation>
    </message>
    <message>
        <source>{0} could not be read as a table ({1}). Check that it is a CSV or text table.</source>
        <translation>无法把 {0} 读取为表格（{1}）。请检查它是否为 CSV 或文本表格。</translation>
    </message>
    <message>
        <source>{0} is too large to fit in memory. Use a smaller part of the data.</source>
        <translation>{0} 太大，内存放不下。请使用数据中较小的一部分。</translation>
    </message>
    <message>
        <source>{0} could not be read: {1}.</source>
        <translation>无法读取 {0}：{1}。</translation>
    </message>
    <message>
        <source>{0}: the start of the file is plain ASCII, but a later part is not {1}; the file was read as {2}. If some text looks wrong, choose the file&apos;s encoding yourself.</source>
        <translation>{0}：文件开头是纯 ASCII 文本，但后面的部分不是 {1}；已按 {2} 读取该文件。如果有些文本显示不对，请自行选择文件的编码。</translation>
    </message>
    <message>
        <source>{0} is UTF-8 text except line {1}, which is in another encoding (GBK?). Open the file in a text editor, correct that line and save it as UTF-8, or choose the encoding yourself.</source>
        <translation>{0} 除第 {1} 行外都是 UTF-8 文本，该行是另一种编码（GBK？）。请在文本编辑器中打开文件，改正该行并另存为 UTF-8，或自行选择编码。</translation>
    </message>
    <message>
        <source>{0}: line {1} is longer than {2} MB without a line break, so it is not a table BayesGUI can read. Check that it is a CSV or text table with one row per line.</source>
        <translation>{0}：第 {1} 行超过 {2} MB 且没有换行，因此不是 BayesGUI 能读取的表格。请检查它是否为每行一条记录的 CSV 或文本表格。</translation>
    </message>
    <message>
        <source>{0} has {1} columns; BayesGUI reads at most {2} (as many as a spreadsheet). Keep the columns you need, or check the delimiter.</source>
        <translation>{0} 有 {1} 列；BayesGUI 最多读取 {2} 列（与电子表格相同）。请只保留需要的列，或检查分隔符。</translation>
    </message>
    <message>
        <source>{0} is not valid {1} text (byte {2} cannot be decoded). Choose another encoding, or leave it on automatic detection.</source>
        <translation>{0} 不是有效的 {1} 文本（第 {2} 个字节无法解码）。请选择另一种编码，或保留自动检测。</translation>
    </message>
    <message>
        <source>{0} cannot be read with the encoding {1}: a part after the start is not {1}. Choose another encoding, or leave it on automatic detection.</source>
        <translation>无法用编码 {1} 读取 {0}：开头之后的某部分不是 {1}。请选择另一种编码，或保留自动检测。</translation>
    </message>
    <message>
        <source>{0} mixes text encodings: its start is {1} but a later part is not. Open it in a text editor or spreadsheet and save it again as UTF-8.</source>
        <translation>{0} 混用了多种文本编码：开头是 {1}，但后面的部分不是。请在文本编辑器或电子表格中打开并重新另存为 UTF-8。</translation>
    </message>
    <message>
        <source>{0}: its text encoding was not recognised, so it was read as Latin-1 (Western European). If some text looks wrong, choose the file&apos;s encoding yourself.</source>
        <translation>{0}：无法识别其文本编码，因此按 Latin-1（西欧）读取。如果有些文本显示不对，请自行选择文件的编码。</translation>
    </message>
    <message>
        <source>{0}: the first line holds numbers, not column names, so it was read as data and the columns are called &apos;column 1&apos;, &apos;column 2&apos;, ...</source>
        <translation>{0}：第一行是数字而不是列名，因此被当作数据读取，各列命名为“column 1”“column 2”……</translation>
    </message>
    <message>
        <source>{0} is not a readable look-up table ({1}); write it again with {2}.</source>
        <translation>{0} 不是可读取的查找表（{1}）；请用 {2} 重新生成。</translation>
    </message>
    <message>
        <source>The {0} model cannot be updated row by row; train it again on the edited table.</source>
        <translation>{0} 模型不能逐行更新；请在编辑后的表上重新训练。</translation>
    </message>
    <message>
        <source>The rows</source>
        <translation>这些行</translation>
    </message>
    <message>
        <source>Column {0} holds numbers; &apos;{1}&apos; is not a number. Type a number, or leave the cell empty for a missing value.</source>
        <translation>列 {0} 存放数值；“{1}”不是数值。请输入一个数，或留空表示缺失值。</translation>
    </message>
    <message>
        <source>Column {0} holds True/False; &apos;{1}&apos; is neither.</source>
        <translation>列 {0} 存放 True/False；“{1}”两者都不是。</translation>
    </message>
    <message>
        <source>The clipboard holds no rows to paste.</source>
        <translation>剪贴板中没有可粘贴的行。</translation>
    </message>
    <message>
        <source>Pasted row {0} has {1} cells; the table has {2} columns ({3}). Copy whole rows, in the table&apos;s column order.</source>
        <translation>粘贴的第 {0} 行有 {1} 个单元格；表有 {2} 列（{3}）。请按表中列的顺序复制整行。</translation>
    </message>
    <message>
        <source>A table needs at least one row; keep one.</source>
        <translation>表至少需要一行；请保留一行。</translation>
    </message>
    <message>
        <source>Bayesian network file</source>
        <translation>贝叶斯网络文件</translation>
    </message>
    <message>
        <source>{0}: a network file holds one object with &quot;nodes&quot; and &quot;edges&quot;.</source>
        <translation>{0}：网络文件应包含一个带有 &quot;nodes&quot; 和 &quot;edges&quot; 的对象。</translation>
    </message>
    <message>
        <source>{0}: column &apos;{1}&apos; has value(s) {2} that the training data never had; they are treated as missing.</source>
        <extracomment>classes the fixed schema does not know (their rows are left out, as rows without a class)</extracomment>
        <translation>{0}：列“{1}”中的取值 {2} 在训练数据中从未出现，按缺失值处理。</translation>
    </message>
    <message>
        <source>{0}: the target column &apos;{1}&apos; has {2} class(es). A classifier needs at least two: choose another target column.</source>
        <translation>{0}：目标列“{1}”只有 {2} 个类别。分类器至少需要两个：请另选目标列。</translation>
    </message>
    <message>
        <source>{0} is not valid {1} text. Choose another encoding.</source>
        <translation>{0} 不是有效的 {1} 文本。请选择其他编码。</translation>
    </message>
    <message>
        <source>{0} cannot be read past row {1} ({2}). The file may be damaged or cut short: copy it again, or check its compression.</source>
        <translation>{0} 在第 {1} 行之后无法读取（{2}）。文件可能已损坏或不完整：请重新复制，或检查其压缩格式。</translation>
    </message>
    <message>
        <source>{0} has no rows of data.</source>
        <translation>{0} 没有数据行。</translation>
    </message>
    <message>
        <source>{0}: the text after row {1} is not {2} ({3}). Choose the file&apos;s encoding, or save it again as UTF-8.</source>
        <translation>{0}：第 {1} 行之后的文本不是 {2}（{3}）。请指定文件编码，或将其另存为 UTF-8。</translation>
    </message>
    <message>
        <source>{0}: the rows from {1} on have {2} values but the first line has {3} columns. Every line needs one value per column.</source>
        <translation>{0}：从{1}起的行有 {2} 个值，但第一行有 {3} 列。每行的每一列都需要一个值。</translation>
    </message>
    <message>
        <source>{0} is a Parquet file; reading it needs pyarrow: pip install &apos;bayesgui[stream]&apos;.</source>
        <translation>{0} 是 Parquet 文件；读取它需要 pyarrow：pip install &apos;bayesgui[stream]&apos;。</translation>
    </message>
    <message>
        <source>{0} is zstd-compressed; reading it needs zstandard: pip install &apos;bayesgui[stream]&apos;.</source>
        <translation>{0} 是 zstd 压缩文件；读取它需要 zstandard：pip install &apos;bayesgui[stream]&apos;。</translation>
    </message>
</context>
<context>
    <name>em</name>
    <message>
        <source>E step (Li Hang eq. 9.5): μ_j = πp^y(1−p)^(1−y) / [πp^y(1−p)^(1−y) + (1−π)q^y(1−q)^(1−y)]</source>
        <translation>E 步（李航式 9.5）：μ_j = πp^y(1−p)^(1−y) / [πp^y(1−p)^(1−y) + (1−π)q^y(1−q)^(1−y)]</translation>
    </message>
    <message>
        <source>  y_j = {0}: μ_j = {1} × {2} / ({1} × {2} + {3} × {4}) = {5}</source>
        <translation>  y_j = {0}：μ_j = {1} × {2} / ({1} × {2} + {3} × {4}) = {5}</translation>
    </message>
    <message>
        <source>M step (eq. 9.6): π = (1/n) Σ μ_j = {0} / {1} = {2}</source>
        <translation>M 步（式 9.6）：π = (1/n) Σ μ_j = {0} / {1} = {2}</translation>
    </message>
    <message>
        <source>M step (eq. 9.7): p = Σ μ_j y_j / Σ μ_j = {0} / {1} = {2}</source>
        <translation>M 步（式 9.7）：p = Σ μ_j y_j / Σ μ_j = {0} / {1} = {2}</translation>
    </message>
    <message>
        <source>M step (eq. 9.8): q = Σ (1−μ_j) y_j / Σ (1−μ_j) = {0} / {1} = {2}</source>
        <translation>M 步（式 9.8）：q = Σ (1−μ_j) y_j / Σ (1−μ_j) = {0} / {1} = {2}</translation>
    </message>
    <message>
        <source>Q(θ | θ⁽ᵗ⁾) = Σ_j Σ_z P(z | x_j, θ⁽ᵗ⁾) log P(x_j, z | θ) (Zhou eq. 7.36): at θ⁽ᵗ⁾ {0}, after the M step {1}</source>
        <translation>Q(θ | θ⁽ᵗ⁾) = Σ_j Σ_z P(z | x_j, θ⁽ᵗ⁾) log P(x_j, z | θ)（周志华式 7.36）：在 θ⁽ᵗ⁾ 处为 {0}，M 步之后为 {1}</translation>
    </message>
    <message>
        <source>Q(θ | θ⁽ᵗ⁾) = Σ_labeled log P(x_j, y_j | θ) + λ Σ_unlabeled Σ_c P(c | x_j, θ⁽ᵗ⁾) log P(x_j, c | θ) + log prior(θ) (Zhou eq. 7.36, λ = {0}): at θ⁽ᵗ⁾ {1}, after the M step {2}</source>
        <translation>Q(θ | θ⁽ᵗ⁾) = Σ_有标记 log P(x_j, y_j | θ) + λ Σ_无标记 Σ_c P(c | x_j, θ⁽ᵗ⁾) log P(x_j, c | θ) + log 先验(θ)（周志华式 7.36，λ = {0}）：在 θ⁽ᵗ⁾ 处为 {1}，M 步之后为 {2}</translation>
    </message>
    <message>
        <source>Labels (semi-supervised naive Bayes)</source>
        <translation>标记（半监督朴素贝叶斯）</translation>
    </message>
    <message>
        <source>Values (Gaussian mixture with missing coordinates)</source>
        <translation>取值（含缺失坐标的高斯混合）</translation>
    </message>
    <message>
        <source>Everything (latent class model)</source>
        <translation>全部（潜在类别模型）</translation>
    </message>
    <message>
        <source>E step (Zhou eq. 9.30): γ_jk = α_k·p(x_j | μ_k, Σ_k) / Σ_l α_l·p(x_j | μ_l, Σ_l)</source>
        <translation>E 步（周志华式 9.30）：γ_jk = α_k·p(x_j | μ_k, Σ_k) / Σ_l α_l·p(x_j | μ_l, Σ_l)</translation>
    </message>
    <message>
        <source>x_{0}: {1}</source>
        <translation>x_{0}：{1}</translation>
    </message>
    <message>
        <source>M step (Zhou eqs. 9.34, 9.35, 9.38), m = {0} samples:</source>
        <translation>M 步（周志华式 9.34、9.35、9.38），m = {0} 个样本：</translation>
    </message>
    <message>
        <source>α_{0}′ = Σ_j γ_j{0} / m = {1} / {2} = {3}</source>
        <translation>α_{0}′ = Σ_j γ_j{0} / m = {1} / {2} = {3}</translation>
    </message>
    <message>
        <source>μ_{0}′ = Σ_j γ_j{0} x_j / Σ_j γ_j{0} = {1} / {2} = {3}</source>
        <translation>μ_{0}′ = Σ_j γ_j{0} x_j / Σ_j γ_j{0} = {1} / {2} = {3}</translation>
    </message>
    <message>
        <source>σ_{0}′² = Σ_j γ_j{0} (x_j − μ_{0}′)² / Σ_j γ_j{0} = {1} / {2} = {3}</source>
        <translation>σ_{0}′² = Σ_j γ_j{0} (x_j − μ_{0}′)² / Σ_j γ_j{0} = {1} / {2} = {3}</translation>
    </message>
    <message>
        <source>Σ_{0}′ = Σ_j γ_j{0} (x_j − μ_{0}′)(x_j − μ_{0}′)ᵀ / Σ_j γ_j{0} = {1} / {2} = {3}</source>
        <translation>Σ_{0}′ = Σ_j γ_j{0} (x_j − μ_{0}′)(x_j − μ_{0}′)ᵀ / Σ_j γ_j{0} = {1} / {2} = {3}</translation>
    </message>
    <message>
        <source>(reg_covar {0} is added to every variance)</source>
        <translation>（每个方差都加上了 reg_covar {0}）</translation>
    </message>
    <message>
        <source>Iteration {0}</source>
        <translation>第 {0} 次迭代</translation>
    </message>
    <message>
        <source>Initial parameters (no update yet):</source>
        <translation>初始参数（尚未更新）：</translation>
    </message>
    <message>
        <source>α_{0} = {1}, μ_{0} = {2}, σ_{0}² = {3}</source>
        <translation>α_{0} = {1}，μ_{0} = {2}，σ_{0}² = {3}</translation>
    </message>
    <message>
        <source>α_{0} = {1}, μ_{0} = {2}, Σ_{0} = {3}</source>
        <translation>α_{0} = {1}，μ_{0} = {2}，Σ_{0} = {3}</translation>
    </message>
    <message>
        <source>γ_jk of the chosen samples in the table (hover over any point for its γ)</source>
        <translation>表中为所选样本的响应度 γ_jk（鼠标悬停在任一点上可看其 γ）</translation>
    </message>
    <message>
        <source>(sums over the {0} drawn points of {1}; the new values are the core&apos;s, from every row)</source>
        <translation>（求和只取所画的 {0} 个点（共 {1} 个）；新参数值由全部样本算得）</translation>
    </message>
    <message>
        <source>M step (Zhou eqs. 9.34, 9.35, 9.38): rows with a missing value enter through their expected values, so the sums are not written here (the tab EM: incomplete data shows this case).</source>
        <translation>M 步（周志华式 9.34、9.35、9.38）：含缺失值的行以其期望值参与计算，因此这里不写出各项求和（“EM：不完整数据”选项卡展示这种情形）。</translation>
    </message>
    <message>
        <source>(covariance type {0}: the new Σ_k′ keeps only what this type allows: diagonal, shared or spherical)</source>
        <translation>（协方差类型 {0}：新的 Σ_k′ 只保留该类型允许的部分：对角、共享或球形）</translation>
    </message>
    <message>
        <source>… and {0} more samples</source>
        <translation>……另有 {0} 个样本</translation>
    </message>
    <message>
        <source>x_j</source>
        <translation>x_j</translation>
    </message>
    <message>
        <source>γ_j{0}</source>
        <translation>γ_j{0}</translation>
    </message>
    <message>
        <source>x_{0} = {1}</source>
        <translation>x_{0} = {1}</translation>
    </message>
    <message>
        <source>no γ yet: press Step E</source>
        <translation>尚无响应度 γ：请按“E 步”</translation>
    </message>
    <message>
        <source>γ hidden: you are working it out (practice)</source>
        <translation>γ 已隐藏：正在练习计算它</translation>
    </message>
    <message>
        <source>Component {0}</source>
        <translation>混合成分 {0}</translation>
    </message>
    <message>
        <source>Nothing to practise at this half-step: press Step E (the γ) or Step M (the new α, μ, σ²).</source>
        <translation>这半步没有可练习的内容：按“E 步”（练习 γ）或“M 步”（练习新的 α、μ、σ²）。</translation>
    </message>
    <message>
        <source>This M step&apos;s sums are not written out (a subsample is drawn, or a value is missing), so it is not offered for practice.</source>
        <translation>这一 M 步的求和没有写出（只画了抽样的点，或有缺失值），因此不提供练习。</translation>
    </message>
    <message>
        <source>Practice here is Li Hang&apos;s three coins (a latent class of one 0/1 column, two classes); the EM lab practises Gaussian mixtures.</source>
        <translation>这里练习的是李航的三硬币模型（一个 0/1 列、两个类别的潜在类别模型）；高斯混合请在“EM 实验室”中练习。</translation>
    </message>
    <message>
        <source>Nothing to practise at the start: press Step for the E step (μ_j), then again for the M step (π, p, q).</source>
        <translation>开始时没有可练习的内容：按“单步”进入 E 步（μ_j），再按一次进入 M 步（π、p、q）。</translation>
    </message>
</context>
<context>
    <name>evaluation</name>
    <message>
        <source>Accuracy</source>
        <translation>准确率</translation>
    </message>
    <message>
        <source>Balanced accuracy</source>
        <translation>平衡准确率</translation>
    </message>
    <message>
        <source>Log-loss</source>
        <translation>对数损失</translation>
    </message>
    <message>
        <source>Brier score</source>
        <translation>Brier 分数</translation>
    </message>
    <message>
        <source>AUC (one-vs-rest, macro)</source>
        <translation>AUC（一对其余，宏平均）</translation>
    </message>
    <message>
        <source>AUC (one-vs-rest, weighted)</source>
        <translation>AUC（一对其余，加权平均）</translation>
    </message>
    <message>
        <source>Empirical risk of the minimum-risk decisions</source>
        <translation>最小风险决策的经验风险</translation>
    </message>
    <message>
        <source>Risk the model expects (mean least conditional risk)</source>
        <translation>模型预期的风险（最小条件风险的均值）</translation>
    </message>
    <message>
        <source>Reject rate</source>
        <translation>拒绝率</translation>
    </message>
    <message>
        <source>Risk of the rows not rejected</source>
        <translation>未拒绝行的风险</translation>
    </message>
</context>
<context>
    <name>exercises</name>
    <message>
        <source>{0}: the Gaussian score of each class for the query row, its terms, the posteriors and the decision.</source>
        <translation>{0}：查询行在每个类别下的高斯得分及其各项、后验概率和决策。</translation>
    </message>
    <message>
        <source>The shared covariance</source>
        <translation>共享协方差</translation>
    </message>
    <message>
        <source>Mean μ of {0} in class {1}</source>
        <translation>类别 {1} 中 {0} 的均值 μ</translation>
    </message>
    <message>
        <source>Covariance Σ[{0}, {1}] (maximum likelihood, divided by n)</source>
        <translation>协方差 Σ[{0}, {1}]（极大似然，除以 n）</translation>
    </message>
    <message>
        <source>Covariance Σ_{2}[{0}, {1}] (maximum likelihood, divided by n_c)</source>
        <translation>协方差 Σ_{2}[{0}, {1}]（极大似然，除以 n_c）</translation>
    </message>
    <message>
        <source>Term −½·log|Σ| of class {0}</source>
        <translation>类别 {0} 的项 −½·log|Σ|</translation>
    </message>
    <message>
        <source>Term −½·(x − μ)ᵀ Σ⁻¹ (x − μ) of class {0}</source>
        <translation>类别 {0} 的项 −½·(x − μ)ᵀ Σ⁻¹ (x − μ)</translation>
    </message>
    <message>
        <source>Score log P(c) + log p(x | c) of class {0}</source>
        <translation>类别 {0} 的得分 log P(c) + log p(x | c)</translation>
    </message>
    <message>
        <source>Posterior P({0} = {1} | x)</source>
        <translation>后验概率 P({0} = {1} | x)</translation>
    </message>
    <message>
        <source>Decision: the class of the query row (the largest score)</source>
        <translation>决策：查询行的类别（得分最大者）</translation>
    </message>
    <message>
        <source>EM on a Gaussian mixture of {0} components: from the start below, one E step (every γ_jk) and one M step.</source>
        <translation>含 {0} 个成分的高斯混合的 EM：从下面的初始值出发，做一次 E 步（每个 γ_jk）和一次 M 步。</translation>
    </message>
    <message>
        <source>E step: row {0} (x = {1})</source>
        <translation>E 步：第 {0} 行（x = {1}）</translation>
    </message>
    <message>
        <source>M step: component {0}</source>
        <translation>M 步：成分 {0}</translation>
    </message>
    <message>
        <source>γ_{0},{1}: the responsibility of component {1} for row {0}</source>
        <translation>γ_{0},{1}：成分 {1} 对第 {0} 行的响应度</translation>
    </message>
    <message>
        <source>Updated weight α_{0}′</source>
        <translation>更新后的权重 α_{0}′</translation>
    </message>
    <message>
        <source>Updated mean μ_{0}′ of {1}</source>
        <translation>{1} 更新后的均值 μ_{0}′</translation>
    </message>
    <message>
        <source>Updated variance σ_{0}′² of {1}</source>
        <translation>{1} 更新后的方差 σ_{0}′²</translation>
    </message>
    <message>
        <source>Updated covariance Σ_{0}′[{1}, {2}]</source>
        <translation>更新后的协方差 Σ_{0}′[{1}, {2}]</translation>
    </message>
    <message>
        <source>Naive Bayes ({0}): classify the query row from the table, writing out every number.</source>
        <translation>朴素贝叶斯（{0}）：根据表格对查询行分类，写出每一个数。</translation>
    </message>
    <message>
        <source>Class {0} = {1}</source>
        <translation>类别 {0} = {1}</translation>
    </message>
    <message>
        <source>The query row</source>
        <translation>查询行</translation>
    </message>
    <message>
        <source>Prior P({0} = {1})</source>
        <translation>先验概率 P({0} = {1})</translation>
    </message>
    <message>
        <source>P({0} = {1} | {2} = {3})</source>
        <translation>P({0} = {1} | {2} = {3})</translation>
    </message>
    <message>
        <source>Variance σ² of {0} in class {1} (divided by n − 1)</source>
        <translation>类别 {1} 中 {0} 的方差 σ²（除以 n − 1）</translation>
    </message>
    <message>
        <source>Variance σ² of {0} in class {1} (divided by n)</source>
        <translation>类别 {1} 中 {0} 的方差 σ²（除以 n）</translation>
    </message>
    <message>
        <source>Factor P({0} = {1} | {2} = {3}) ({4})</source>
        <translation>因子 P({0} = {1} | {2} = {3})（{4}）</translation>
    </message>
    <message>
        <source>Density p({0} = {1} | {2} = {3})</source>
        <translation>概率密度 p({0} = {1} | {2} = {3})</translation>
    </message>
    <message>
        <source>Joint P({0} = {1}) · Π_i P(x_i | {1})</source>
        <translation>联合概率 P({0} = {1}) · Π_i P(x_i | {1})</translation>
    </message>
    <message>
        <source>Evidence P(x) = Σ_c P(c) · Π_i P(x_i | c)</source>
        <translation>证据 P(x) = Σ_c P(c) · Π_i P(x_i | c)</translation>
    </message>
    <message>
        <source>Decision: the class of the query row (the largest posterior)</source>
        <translation>决策：查询行的类别（后验概率最大者）</translation>
    </message>
    <message>
        <source>Minimum risk ({0}): the posteriors of the query row, each action&apos;s conditional risk under the loss matrix, and the decision of least risk.</source>
        <translation>最小风险（{0}）：查询行的后验概率、在损失矩阵下每个决策的条件风险，以及风险最小的决策。</translation>
    </message>
    <message>
        <source>Conditional risk R({0} | x)</source>
        <translation>条件风险 R({0} | x)</translation>
    </message>
    <message>
        <source>Decision: the action of least conditional risk</source>
        <translation>决策：条件风险最小的动作</translation>
    </message>
    <message>
        <source>The three-coin model: from π = {0}, p = {1}, q = {2}, one E step (each μ_j) and one M step (π, p, q).</source>
        <translation>三硬币模型：从 π = {0}、p = {1}、q = {2} 出发，做一次 E 步（每个 μ_j）和一次 M 步（π、p、q）。</translation>
    </message>
    <message>
        <source>E step</source>
        <translation>E 步</translation>
    </message>
    <message>
        <source>M step</source>
        <translation>M 步</translation>
    </message>
    <message>
        <source>μ_j of a row with y_j = {0} (the probability that it came from coin B)</source>
        <translation>y_j = {0} 的行的 μ_j（它来自硬币 B 的概率）</translation>
    </message>
    <message>
        <source>Updated π</source>
        <translation>更新后的 π</translation>
    </message>
    <message>
        <source>Updated p</source>
        <translation>更新后的 p</translation>
    </message>
    <message>
        <source>Updated q</source>
        <translation>更新后的 q</translation>
    </message>
    <message>
        <source>Worksheet</source>
        <translation>练习题</translation>
    </message>
    <message>
        <source>Answer key</source>
        <translation>参考答案</translation>
    </message>
    <message>
        <source>Student number: {0}</source>
        <translation>学号：{0}</translation>
    </message>
    <message>
        <source>Name: ____________    Student number: ____________</source>
        <translation>姓名：____________    学号：____________</translation>
    </message>
    <message>
        <source>Exercise {0}</source>
        <translation>第 {0} 题</translation>
    </message>
    <message>
        <source>(variant {0})</source>
        <translation>（变式 {0}）</translation>
    </message>
    <message>
        <source>The table (rows used)</source>
        <translation>数据表（所用的行）</translation>
    </message>
    <message>
        <source>The query row x</source>
        <translation>查询行 x</translation>
    </message>
    <message>
        <source>Settings: {0}</source>
        <translation>设置：{0}</translation>
    </message>
    <message>
        <source>Loss matrix λ(decision, true class)</source>
        <translation>损失矩阵 λ(决策, 真实类别)</translation>
    </message>
    <message>
        <source>Start of EM</source>
        <translation>EM 的初始值</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>答案</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>公式</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>题目</translation>
    </message>
    <message>
        <source>Write fractions exactly (3/8) or decimals to the digits shown (0.375 or 0,375); 1.2e-5 for small numbers.</source>
        <translation>分数请写精确值（3/8），小数请保留所示的位数（0.375 或 0,375）；很小的数可写作 1.2e-5。</translation>
    </message>
    <message>
        <source>{0} significant digits</source>
        <translation>{0} 位有效数字</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>精确值</translation>
    </message>
    <message>
        <source>{0}</source>
        <translation>{0}</translation>
    </message>
</context>
<context>
    <name>keyboard</name>
    <message>
        <source>Data table</source>
        <translation>数据表</translation>
    </message>
    <message>
        <source>The rows of the data; click a row to classify it</source>
        <translation>数据的各行；点击一行即对它分类</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>列</translation>
    </message>
    <message>
        <source>Each column&apos;s kind; the target column</source>
        <translation>每一列的类型；目标列</translation>
    </message>
    <message>
        <source>Loss matrix</source>
        <translation>损失矩阵</translation>
    </message>
    <message>
        <source>Rows: decisions; columns: the true classes</source>
        <translation>行：决策；列：真实类别</translation>
    </message>
    <message>
        <source>Probability table</source>
        <translation>条件概率表</translation>
    </message>
    <message>
        <source>P(value | class) of the chosen feature</source>
        <translation>所选特征的 P(取值 | 类别)</translation>
    </message>
    <message>
        <source>Mixture parameters</source>
        <translation>混合模型参数</translation>
    </message>
    <message>
        <source>Weight, mean and covariance of each component</source>
        <translation>每个分量的权重、均值与协方差</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Click a parameter to draw the lower bound along it</source>
        <translation>点击一个参数，沿它画出下界</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>动画速度</translation>
    </message>
    <message>
        <source>Log-likelihood plot</source>
        <translation>对数似然图</translation>
    </message>
    <message>
        <source>The log-likelihood after each EM iteration</source>
        <translation>每次 EM 迭代后的对数似然</translation>
    </message>
    <message>
        <source>BIC and AIC plot</source>
        <translation>BIC 与 AIC 图</translation>
    </message>
    <message>
        <source>BIC and AIC of the mixture for K = 1 to max</source>
        <translation>K = 1 到最大值时混合模型的 BIC 与 AIC</translation>
    </message>
    <message>
        <source>EM plot</source>
        <translation>EM 图</translation>
    </message>
    <message>
        <source>The data, coloured by responsibility, and the mixture</source>
        <translation>按响应度着色的数据与混合模型</translation>
    </message>
    <message>
        <source>Decision regions</source>
        <translation>决策区域</translation>
    </message>
    <message>
        <source>The minimum-risk decision over two columns, with the models&apos; boundaries</source>
        <translation>两列上的最小风险决策，以及各模型的决策边界</translation>
    </message>
    <message>
        <source>Boundaries drawn</source>
        <translation>绘制的决策边界</translation>
    </message>
    <message>
        <source>The models whose boundaries are drawn</source>
        <translation>要绘制其决策边界的模型</translation>
    </message>
    <message>
        <source>Resampling</source>
        <translation>重采样方式</translation>
    </message>
    <message>
        <source>How the rows are split to test the model</source>
        <translation>如何划分各行来检验模型</translation>
    </message>
    <message>
        <source>Metrics</source>
        <translation>评估指标</translation>
    </message>
    <message>
        <source>Each metric with its standard error</source>
        <translation>每个指标及其标准误</translation>
    </message>
    <message>
        <source>Show your work</source>
        <translation>计算过程</translation>
    </message>
    <message>
        <source>Every factor of the decision, from the prior to the risk</source>
        <translation>决策的每个因子，从先验到风险</translation>
    </message>
</context>
<context>
    <name>models</name>
    <message>
        <source>Uniform prior</source>
        <translation>均匀先验</translation>
    </message>
    <message>
        <source>Use equal class priors P(c) = 1/N</source>
        <translation>各类先验相等：P(c) = 1/N</translation>
    </message>
    <message>
        <source>&amp;Variance:</source>
        <translation>方差(&amp;V)：</translation>
    </message>
    <message>
        <source>The variance estimate of the Gaussian of continuous features: MLE divides by n, unbiased by n − 1</source>
        <translation>连续属性高斯分布的方差估计：极大似然除以 n，无偏估计除以 n − 1</translation>
    </message>
    <message>
        <source>MLE 1/n</source>
        <translation>极大似然 1/n</translation>
    </message>
    <message>
        <source>Unbiased 1/(n−1)</source>
        <translation>无偏 1/(n−1)</translation>
    </message>
    <message>
        <source>Variance smoothing:</source>
        <translation>方差平滑：</translation>
    </message>
    <message>
        <source>Added to every variance, as a fraction of the largest feature variance</source>
        <translation>加到每个方差上的量（占最大属性方差的比例）</translation>
    </message>
    <message>
        <source>Poisson &amp;pseudo-count:</source>
        <translation>泊松伪计数(&amp;P)：</translation>
    </message>
    <message>
        <source>Shrinkage &amp;r:</source>
        <translation>收缩系数 &amp;r：</translation>
    </message>
    <message>
        <source>QDA shrinks each class covariance: (1 − r)·S + r·I</source>
        <translation>QDA 对每类协方差做收缩：(1 − r)·S + r·I</translation>
    </message>
    <message>
        <source>Co&amp;variance:</source>
        <translation>协方差(&amp;V)：</translation>
    </message>
    <message>
        <source>The shape of each mixture component&apos;s covariance</source>
        <translation>每个混合成分协方差的形式</translation>
    </message>
    <message>
        <source>full</source>
        <translation>完全</translation>
    </message>
    <message>
        <source>tied</source>
        <translation>共享</translation>
    </message>
    <message>
        <source>diagonal</source>
        <translation>对角</translation>
    </message>
    <message>
        <source>spherical</source>
        <translation>球形</translation>
    </message>
    <message>
        <source>&amp;C:</source>
        <translation>&amp;C：</translation>
    </message>
    <message>
        <source>Inverse regularisation: ½‖W‖² + C·Σ log-loss</source>
        <translation>正则化强度的倒数：½‖W‖² + C·Σ 对数损失</translation>
    </message>
    <message>
        <source>SVM &amp;λ:</source>
        <translation>SVM &amp;λ：</translation>
    </message>
    <message>
        <source>λ of Σ [1 − yᵢ(w·xᵢ + b)]₊ + λ‖w‖² (= 1/(2C))</source>
        <translation>Σ [1 − yᵢ(w·xᵢ + b)]₊ + λ‖w‖² 中的 λ（= 1/(2C)）</translation>
    </message>
    <message>
        <source>Naive Bayes</source>
        <translation>朴素贝叶斯</translation>
    </message>
    <message>
        <source>Features independent given the class; each column&apos;s likelihood follows its kind (Zhou §7.3)</source>
        <translation>给定类别时属性相互独立；每列的类条件概率按其类型计算（周志华 §7.3）</translation>
    </message>
    <message>
        <source>Zhou §7.3 (no smoothing)</source>
        <translation>周志华 §7.3（不平滑）</translation>
    </message>
    <message>
        <source>Eqs. 7.16–7.18: λ = 0 on the prior and the likelihoods, σ² by n − 1 as the book&apos;s numbers use</source>
        <translation>式 7.16–7.18：先验和类条件概率均取 λ = 0，σ² 除以 n − 1（与书中数值一致）</translation>
    </message>
    <message>
        <source>Zhou §7.3 (Laplace correction)</source>
        <translation>周志华 §7.3（拉普拉斯修正）</translation>
    </message>
    <message>
        <source>Eqs. 7.19–7.20: λ = 1 on the prior and the likelihoods, σ² by n − 1</source>
        <translation>式 7.19–7.20：先验和类条件概率均取 λ = 1，σ² 除以 n − 1</translation>
    </message>
    <message>
        <source>Li Hang Example 4.1 (maximum likelihood)</source>
        <translation>李航 例 4.1（极大似然估计）</translation>
    </message>
    <message>
        <source>Eqs. 4.8–4.9: maximum-likelihood estimates, λ = 0 on the prior and P(x|c)</source>
        <translation>式 4.8–4.9：极大似然估计，先验和 P(x|c) 均取 λ = 0</translation>
    </message>
    <message>
        <source>Eqs. 4.10–4.11: Bayesian estimates, λ = 1 on the prior and P(x|c)</source>
        <translation>式 4.10–4.11：贝叶斯估计，先验和 P(x|c) 均取 λ = 1</translation>
    </message>
    <message>
        <source>No smoothing anywhere (λ = 0, Poisson α = 0), σ² by n</source>
        <translation>处处不平滑（λ = 0，泊松 α = 0），σ² 除以 n</translation>
    </message>
    <message>
        <source>Li Hang Example 4.2 (Bayesian estimate)</source>
        <translation>李航 例 4.2（贝叶斯估计）</translation>
    </message>
    <message>
        <source>Maximum likelihood</source>
        <translation>极大似然估计</translation>
    </message>
    <message>
        <source>&amp;λ of P(x|c):</source>
        <translation>P(x|c) 的 &amp;λ：</translation>
    </message>
    <message>
        <source>Bayesian estimate of the class-conditional probabilities P(x_i|c) = (count + λ) / (|D_c| + N_i·λ) (Zhou eq. 7.20, Li Hang eq. 4.10): λ = 1 is the Laplace correction, λ = 0 the maximum-likelihood estimate (zero counts give probability 0)</source>
        <translation>类条件概率的贝叶斯估计 P(x_i|c) = (计数 + λ) / (|D_c| + N_i·λ)（周志华式 7.20，李航式 4.10）：λ = 1 为拉普拉斯修正，λ = 0 为极大似然估计（零计数的概率为 0）</translation>
    </message>
    <message>
        <source>&amp;Prior P(c):</source>
        <translation>先验 P(c)(&amp;P)：</translation>
    </message>
    <message>
        <source>Bayesian estimate of the class prior P(c) = (|D_c| + λ) / (|D| + N·λ) (Zhou eq. 7.19, Li Hang eq. 4.11), its own λ: λ = 0 is the maximum-likelihood estimate, λ = 1 the Laplace correction (N = the number of classes); or a uniform prior</source>
        <translation>类先验概率的贝叶斯估计 P(c) = (|D_c| + λ) / (|D| + N·λ)（周志华式 7.19，李航式 4.11），有自己的 λ：λ = 0 为极大似然估计，λ = 1 为拉普拉斯修正（N 为类别数）；或均匀先验</translation>
    </message>
    <message>
        <source>The covariance shared by the classes, whatever the prior (M_c: the scatter matrix of class c): the maximum-likelihood Σ_c M_c / n, or the unbiased Σ_c M_c / (n − K)</source>
        <translation>各类共享的协方差，与先验无关（M_c 为类 c 的散度矩阵）：极大似然估计 Σ_c M_c / n，或无偏估计 Σ_c M_c / (n − K)</translation>
    </message>
    <message>
        <source>MLE Σ M_c / n</source>
        <translation>极大似然 Σ M_c / n</translation>
    </message>
    <message>
        <source>Unbiased Σ M_c / (n−K)</source>
        <translation>无偏 Σ M_c / (n−K)</translation>
    </message>
    <message>
        <source>The Poisson rate of a count feature is (Σx + α) / n, the class&apos;s total count plus this pseudo-count α over its n rows; α = 0 gives the class mean count (maximum likelihood)</source>
        <translation>计数属性的泊松参数为 (Σx + α) / n：该类的计数总和加上伪计数 α，再除以该类的 n 行；α = 0 即该类的平均计数（极大似然估计）</translation>
    </message>
    <message>
        <source>Number of components &amp;K:</source>
        <translation>混合成分个数 &amp;K：</translation>
    </message>
    <message>
        <source>The number of Gaussian mixture components K of each class, fitted by EM</source>
        <translation>每类高斯混合模型的混合成分个数 K，用 EM 拟合</translation>
    </message>
    <message>
        <source>&amp;λ of the tables:</source>
        <translation>条件概率表的 &amp;λ：</translation>
    </message>
    <message>
        <source>Bayesian network: each table θ = (count + λ) / (parent count + N_i·λ) (Zhou eq. 7.32 smoothed): λ = 1 is the Laplace correction, λ = 0 the frequencies (a value never counted gets probability 0)</source>
        <translation>贝叶斯网：每张表 θ = (计数 + λ) / (父结点取值组合计数 + N_i·λ)（周志华式 7.32 加平滑）：λ = 1 为拉普拉斯修正，λ = 0 为频率（从未计数的取值概率为 0）</translation>
    </message>
    <message>
        <source>&amp;Structure file:</source>
        <translation>结构文件(&amp;S)：</translation>
    </message>
    <message>
        <source>Bayesian network: a JSON file {&quot;nodes&quot;: [...], &quot;edges&quot;: [[parent, child], ...]} naming the columns and the class; empty: the structure is searched</source>
        <translation>贝叶斯网：一个 JSON 文件 {&quot;nodes&quot;: [...], &quot;edges&quot;: [[父结点, 子结点], ...]}，用列名和类别命名结点；留空则搜索结构</translation>
    </message>
    <message>
        <source>Structure &amp;search:</source>
        <translation>结构搜索(&amp;S)：</translation>
    </message>
    <message>
        <source>How the network&apos;s structure is learned when no file gives it: hill climbing on the score (add, remove or reverse an edge), K2 (the class first, then the columns in order), TAN (Zhou eq. 7.22), or naive Bayes&apos;s</source>
        <translation>没有文件给出结构时如何学习网络结构：按评分爬山（加边、删边或反转边），K2（类别在前，其后各列按顺序），TAN（周志华式 7.22），或朴素贝叶斯的结构</translation>
    </message>
    <message>
        <source>hill climbing</source>
        <translation>爬山法</translation>
    </message>
    <message>
        <source>K2</source>
        <translation>K2</translation>
    </message>
    <message>
        <source>TAN</source>
        <translation>TAN</translation>
    </message>
    <message>
        <source>naive Bayes</source>
        <translation>朴素贝叶斯</translation>
    </message>
    <message>
        <source>K2 &amp;order:</source>
        <translation>K2 顺序(&amp;O)：</translation>
    </message>
    <message>
        <source>K2: every node once, separated by commas (the columns and the class; a node&apos;s parents are chosen among the nodes before it); empty: the class first, then the columns in order</source>
        <translation>K2：每个结点恰好一次，用逗号分隔（各列与类别；结点的父结点从排在它前面的结点中选取）；留空：先类别，再按列的顺序</translation>
    </message>
    <message>
        <source>Sc&amp;ore:</source>
        <translation>评分函数(&amp;O)：</translation>
    </message>
    <message>
        <source>The score the structure search minimises: BIC (Zhou eq. 7.31) or AIC (eq. 7.30)</source>
        <translation>结构搜索所最小化的评分函数：BIC（周志华式 7.31）或 AIC（式 7.30）</translation>
    </message>
    <message>
        <source>BIC</source>
        <translation>BIC</translation>
    </message>
    <message>
        <source>AIC</source>
        <translation>AIC</translation>
    </message>
    <message>
        <source>&amp;Restarts:</source>
        <translation>重启次数(&amp;R)：</translation>
    </message>
    <message>
        <source>Hill climbing: how many times it starts again from random changes of its best network</source>
        <translation>爬山法：从当前最优网络随机改动后重新开始的次数</translation>
    </message>
    <message>
        <source>LDA (shared covariance)</source>
        <translation>LDA（共享协方差）</translation>
    </message>
    <message>
        <source>One covariance shared by every class (tied): the boundaries are straight lines</source>
        <translation>所有类共享一个协方差：边界是直线</translation>
    </message>
    <message>
        <source>QDA (a covariance per class)</source>
        <translation>QDA（每类一个协方差）</translation>
    </message>
    <message>
        <source>A full covariance per class: the boundaries are conics (curves)</source>
        <translation>每类一个完整协方差：边界是二次曲线</translation>
    </message>
    <message>
        <source>Gaussian Bayes (full covariance, MLE)</source>
        <translation>高斯贝叶斯（完整协方差，极大似然）</translation>
    </message>
    <message>
        <source>The maximum-likelihood Gaussian of each class (Zhou eqs. 7.12–7.13): curved boundaries</source>
        <translation>每类的极大似然高斯分布（周志华式 7.12–7.13）：曲线边界</translation>
    </message>
    <message>
        <source>Gaussian mixture per class (EM)</source>
        <translation>每类一个高斯混合（EM）</translation>
    </message>
    <message>
        <source>A Gaussian mixture per class, fitted by EM: several modes, boundaries of any shape</source>
        <translation>每类一个高斯混合模型，用 EM 拟合：多峰，边界形状任意</translation>
    </message>
    <message>
        <source>Logistic regression (non-Bayesian baseline)</source>
        <translation>逻辑回归（非贝叶斯基线）</translation>
    </message>
    <message>
        <source>Discriminative: P(c | x) directly from linear scores; straight boundaries</source>
        <translation>判别式：由线性得分直接得到 P(c | x)；边界是直线</translation>
    </message>
    <message>
        <source>Non-Bayesian baseline: P(c|x) is fitted directly (no prior, no likelihood).</source>
        <translation>非贝叶斯基线：直接拟合 P(c|x)（没有先验，也没有似然）。</translation>
    </message>
    <message>
        <source>Linear SVM (non-Bayesian baseline)</source>
        <translation>线性 SVM（非贝叶斯基线）</translation>
    </message>
    <message>
        <source>Maximum margin, no posterior: the loss matrix does not apply; dashed lines are its margins</source>
        <translation>最大间隔，没有后验概率：损失矩阵不适用；虚线为其间隔</translation>
    </message>
    <message>
        <source>Non-Bayesian baseline: the SVM gives decisions, not posteriors, so the loss matrix does not apply.</source>
        <translation>非贝叶斯基线：SVM 只给出决策，不给出后验概率，因此损失矩阵不适用。</translation>
    </message>
    <message>
        <source>Bayesian network</source>
        <translation>贝叶斯网</translation>
    </message>
    <message>
        <source>P(c | x) from a network over the columns and the class, given or learned by a score (Zhou §7.5)</source>
        <translation>由各列与类别组成的网络（给定或按评分学习）计算 P(c | x)（周志华 §7.5）</translation>
    </message>
    <message>
        <source>&amp;Unlabeled weight:</source>
        <translation>未标记样本权重(&amp;U)：</translation>
    </message>
    <message>
        <source>How much a row without a class counts in the M step against a labeled row: 0 ignores the unlabeled rows (naive Bayes on the labeled ones), 1 counts them fully (Nigam et al., 2000)</source>
        <translation>没有类别的行在 M 步中相对有标记行的权重：0 表示忽略未标记行（只用有标记行的朴素贝叶斯），1 表示完全计入（Nigam 等，2000）</translation>
    </message>
    <message>
        <source>EM &amp;iterations:</source>
        <translation>EM 迭代次数(&amp;I)：</translation>
    </message>
    <message>
        <source>The most EM iterations (E step, then M step) over the unlabeled rows</source>
        <translation>对未标记行最多做多少次 EM 迭代（先 E 步再 M 步）</translation>
    </message>
    <message>
        <source>Semi-supervised naive Bayes (EM)</source>
        <translation>半监督朴素贝叶斯（EM）</translation>
    </message>
    <message>
        <source>Naive Bayes on categorical columns that also learns from rows with an empty class cell: EM fills in their classes (Zhou §7.6)</source>
        <translation>基于离散列的朴素贝叶斯，也从类别为空的行中学习：由 EM 推断它们的类别（周志华 §7.6）</translation>
    </message>
    <message>
        <source>Rows with an empty class cell are kept: EM estimates their classes.</source>
        <translation>类别为空的行会被保留：由 EM 估计它们的类别。</translation>
    </message>
    <message>
        <source>&amp;Missing values:</source>
        <translation>缺失值(&amp;M)：</translation>
    </message>
    <message>
        <source>Rows with a missing value: skip them, or keep them and let EM fill in each gap with its conditional mean given the row&apos;s observed values and its class (Little &amp; Rubin)</source>
        <translation>含缺失值的行：跳过，或保留并由 EM 用给定该行已观测值和类别时的条件均值填补每个缺口（Little &amp; Rubin）</translation>
    </message>
    <message>
        <source>Skip the row</source>
        <translation>跳过该行</translation>
    </message>
    <message>
        <source>EM: fill in</source>
        <translation>EM：填补</translation>
    </message>
    <message>
        <source>maximum-likelihood estimate</source>
        <translation>极大似然估计</translation>
    </message>
    <message>
        <source>Laplace correction</source>
        <translation>拉普拉斯修正</translation>
    </message>
    <message>
        <source>Bayesian estimate</source>
        <translation>贝叶斯估计</translation>
    </message>
    <message>
        <source>P(c) = 1 / N: a uniform prior (N = {1} classes)</source>
        <translation>P(c) = 1 / N：均匀先验（N = {1} 个类）</translation>
    </message>
    <message>
        <source>P(c) = |D_c| / |D|: the maximum-likelihood estimate (λ = 0)</source>
        <translation>P(c) = |D_c| / |D|：极大似然估计（λ = 0）</translation>
    </message>
    <message>
        <source>P(c) = (|D_c| + 1) / (|D| + N): the Laplace correction (λ = 1)</source>
        <translation>P(c) = (|D_c| + 1) / (|D| + N)：拉普拉斯修正（λ = 1）</translation>
    </message>
    <message>
        <source>P(c) = (|D_c| + λ) / (|D| + N·λ): the Bayesian estimate, λ = {0}</source>
        <translation>P(c) = (|D_c| + λ) / (|D| + N·λ)：贝叶斯估计，λ = {0}</translation>
    </message>
    <message>
        <source>P(x_i | c) = |D_c,x_i| / |D_c|: the maximum-likelihood estimate of the class-conditional probability (λ = 0)</source>
        <translation>P(x_i | c) = |D_c,x_i| / |D_c|：类条件概率的极大似然估计（λ = 0）</translation>
    </message>
    <message>
        <source>P(x_i | c) = (|D_c,x_i| + 1) / (|D_c| + N_i): the class-conditional probability with the Laplace correction (λ = 1)</source>
        <translation>P(x_i | c) = (|D_c,x_i| + 1) / (|D_c| + N_i)：类条件概率的拉普拉斯修正（λ = 1）</translation>
    </message>
    <message>
        <source>P(x_i | c) = (|D_c,x_i| + λ) / (|D_c| + N_i·λ): the Bayesian estimate of the class-conditional probability, λ = {0}</source>
        <translation>P(x_i | c) = (|D_c,x_i| + λ) / (|D_c| + N_i·λ)：类条件概率的贝叶斯估计，λ = {0}</translation>
    </message>
    <message>
        <source>p(x_i | c) = N(x_i; μ_c,i, σ²_c,i) with σ² = Σ(x − μ)² / n: the maximum-likelihood estimate</source>
        <translation>p(x_i | c) = N(x_i; μ_c,i, σ²_c,i)，σ² = Σ(x − μ)² / n：极大似然估计</translation>
    </message>
    <message>
        <source>p(x_i | c) = N(x_i; μ_c,i, σ²_c,i) with σ² = Σ(x − μ)² / (n − 1): the unbiased estimate</source>
        <translation>p(x_i | c) = N(x_i; μ_c,i, σ²_c,i)，σ² = Σ(x − μ)² / (n − 1)：无偏估计</translation>
    </message>
    <message>
        <source>P(x_i = k | c) = Poisson(k; rate) with rate = (Σx + α) / n, α = {0}</source>
        <translation>P(x_i = k | c) = Poisson(k; 参数)，参数 = (Σx + α) / n，α = {0}</translation>
    </message>
    <message>
        <source>Σ = Σ_c M_c / n, M_c = Σ_c (x − μ_c)(x − μ_c)ᵀ over class c: the maximum-likelihood pooled covariance</source>
        <translation>Σ = Σ_c M_c / n，M_c = 对类 c 求和 (x − μ_c)(x − μ_c)ᵀ：合并协方差的极大似然估计</translation>
    </message>
    <message>
        <source>Σ = Σ_c M_c / (n − K), M_c = Σ_c (x − μ_c)(x − μ_c)ᵀ over class c: the unbiased pooled covariance</source>
        <translation>Σ = Σ_c M_c / (n − K)，M_c = 对类 c 求和 (x − μ_c)(x − μ_c)ᵀ：合并协方差的无偏估计</translation>
    </message>
    <message>
        <source>Σ = Σ_c P(c)·M_c / n_c: the covariance weighted by the prior (scikit-learn&apos;s LDA)</source>
        <translation>Σ = Σ_c P(c)·M_c / n_c：按先验加权的协方差（scikit-learn 的 LDA）</translation>
    </message>
    <message>
        <source>Σ_c = (1 − r)·M_c / n_c + r·I with r = {0}</source>
        <translation>Σ_c = (1 − r)·M_c / n_c + r·I，r = {0}</translation>
    </message>
    <message>
        <source>Σ_c = M_c / n_c: the maximum-likelihood covariance of each class (Zhou eq. 7.13)</source>
        <translation>Σ_c = M_c / n_c：每类协方差的极大似然估计（周志华式 7.13）</translation>
    </message>
    <message>
        <source>P(x_i | c, pa_i) = (|D_c,pa_i,x_i| + 1) / (|D_c,pa_i| + N_i): each attribute given the class and its parent attribute, with the Laplace correction (Zhou eq. 7.21; the root&apos;s factor is P(x_i | c))</source>
        <translation>P(x_i | c, pa_i) = (|D_c,pa_i,x_i| + 1) / (|D_c,pa_i| + N_i)：每个属性以类别及其父属性为条件，采用拉普拉斯修正（周志华 式 7.21；根属性的因子为 P(x_i | c)）</translation>
    </message>
    <message>
        <source>P(x_i | c, pa_i) = (|D_c,pa_i,x_i| + λ) / (|D_c,pa_i| + N_i·λ): each attribute given the class and its parent attribute, the Bayesian estimate, λ = {0} (Zhou eq. 7.21)</source>
        <translation>P(x_i | c, pa_i) = (|D_c,pa_i,x_i| + λ) / (|D_c,pa_i| + N_i·λ)：每个属性以类别及其父属性为条件，贝叶斯估计，λ = {0}（周志华 式 7.21）</translation>
    </message>
    <message>
        <source>The tree: the maximum weighted spanning tree of I(x_i, x_j | y) = Σ P(x_i, x_j | c)·log [P(x_i, x_j | c) / (P(x_i | c)·P(x_j | c))] (Zhou eq. 7.22), its edges directed away from the root</source>
        <translation>树结构：以 I(x_i, x_j | y) = Σ P(x_i, x_j | c)·log [P(x_i, x_j | c) / (P(x_i | c)·P(x_j | c))]（周志华 式 7.22）为权的最大带权生成树，边的方向由根向外</translation>
    </message>
    <message>
        <source>The tree: the maximum weighted spanning tree of I(x_i, x_j | y) = Σ P(x_i, x_j, c)·log [P(x_i, x_j | c) / (P(x_i | c)·P(x_j | c))] (Friedman et al.), its edges directed away from the root</source>
        <translation>树结构：以 I(x_i, x_j | y) = Σ P(x_i, x_j, c)·log [P(x_i, x_j | c) / (P(x_i | c)·P(x_j | c))]（Friedman 等）为权的最大带权生成树，边的方向由根向外</translation>
    </message>
    <message>
        <source>P(c, x_i) = (|D_c,x_i| + 1) / (|D| + N·N_i) (Zhou eq. 7.24)</source>
        <translation>P(c, x_i) = (|D_c,x_i| + 1) / (|D| + N·N_i)（周志华 式 7.24）</translation>
    </message>
    <message>
        <source>P(c, x_i) = (|D_c,x_i| + λ) / (|D| + N·N_i·λ), λ = {0} (Zhou eq. 7.24)</source>
        <translation>P(c, x_i) = (|D_c,x_i| + λ) / (|D| + N·N_i·λ)，λ = {0}（周志华 式 7.24）</translation>
    </message>
    <message>
        <source>P(x_j | c, x_i) = (|D_c,x_i,x_j| + 1) / (|D_c,x_i| + N_j) (Zhou eq. 7.25)</source>
        <translation>P(x_j | c, x_i) = (|D_c,x_i,x_j| + 1) / (|D_c,x_i| + N_j)（周志华 式 7.25）</translation>
    </message>
    <message>
        <source>P(x_j | c, x_i) = (|D_c,x_i,x_j| + λ) / (|D_c,x_i| + N_j·λ), λ = {0} (Zhou eq. 7.25)</source>
        <translation>P(x_j | c, x_i) = (|D_c,x_i,x_j| + λ) / (|D_c,x_i| + N_j·λ)，λ = {0}（周志华 式 7.25）</translation>
    </message>
    <message>
        <source>Super-parents: the attributes whose value in the sample is seen in at least m′ = {0} training rows; when there is none, naive Bayes (Zhou eq. 7.23)</source>
        <translation>超父：样本取值至少在 m′ = {0} 个训练样本中出现的属性；若没有，则用朴素贝叶斯（周志华 式 7.23）</translation>
    </message>
    <message>
        <source>Each product runs over every j, j = i included (Zhou eq. 7.23)</source>
        <translation>每个连乘遍历所有 j，包括 j = i（周志华 式 7.23）</translation>
    </message>
    <message>
        <source>Each product leaves out the factor j = i (as Weka)</source>
        <translation>每个连乘略去 j = i 的因子（同 Weka）</translation>
    </message>
    <message>
        <source>&amp;λ of the estimates:</source>
        <translation>估计的 λ(&amp;L)：</translation>
    </message>
    <message>
        <source>SPODE, TAN, AODE: the smoothing λ &gt; 0 of every estimate, (count + λ) / (total + N·λ): λ = 1 is the Laplace correction of Zhou eqs. 7.24–7.25 (most pairs of values are never seen with a class: λ = 0 would give 0)</source>
        <translation>SPODE、TAN、AODE：每个估计的平滑参数 λ &gt; 0，(计数 + λ) / (总数 + N·λ)：λ = 1 即周志华式 7.24–7.25 的拉普拉斯修正（大多数取值对从未与某个类别一起出现：λ = 0 会得到 0）</translation>
    </message>
    <message>
        <source>&amp;Super-parent:</source>
        <translation>超父(&amp;S)：</translation>
    </message>
    <message>
        <source>SPODE: the column every other attribute depends on besides the class (Zhou eq. 7.21); empty: the first categorical column</source>
        <translation>SPODE：除类别外其他所有属性都依赖的列（周志华 式 7.21）；留空：第一个离散列</translation>
    </message>
    <message>
        <source>&amp;Root:</source>
        <translation>根(&amp;R)：</translation>
    </message>
    <message>
        <source>TAN: the column at the root of the tree, whose only parent is the class; empty: the first categorical column</source>
        <translation>TAN：树的根所在的列，它只以类别为父；留空：第一个离散列</translation>
    </message>
    <message>
        <source>Edge &amp;weights:</source>
        <translation>边权(&amp;W)：</translation>
    </message>
    <message>
        <source>TAN: the conditional mutual information of each pair of attributes (eq. 7.22) weighted by P(x_i, x_j | c) as Zhou writes it, or by P(x_i, x_j, c) as Friedman et al.</source>
        <translation>TAN：每对属性的条件互信息（式 7.22），按周志华的写法以 P(x_i, x_j | c) 加权，或按 Friedman 等以 P(x_i, x_j, c) 加权</translation>
    </message>
    <message>
        <source>Zhou: P(x_i, x_j | c)</source>
        <translation>周志华：P(x_i, x_j | c)</translation>
    </message>
    <message>
        <source>Friedman: P(x_i, x_j, c)</source>
        <translation>Friedman：P(x_i, x_j, c)</translation>
    </message>
    <message>
        <source>Threshold &amp;m′:</source>
        <translation>阈值 m′(&amp;M)：</translation>
    </message>
    <message>
        <source>AODE: an attribute is a super-parent when the sample&apos;s value of it is seen in at least m′ training rows (Zhou eq. 7.23: 30; Weka: 1)</source>
        <translation>AODE：样本在某属性上的取值至少在 m′ 个训练样本中出现时，该属性才作为超父（周志华 式 7.23：30；Weka：1）</translation>
    </message>
    <message>
        <source>Leave out the factor j = i</source>
        <translation>略去 j = i 的因子</translation>
    </message>
    <message>
        <source>AODE: leave P(x_i | c, x_i) out of each super-parent&apos;s product, as Weka does; the book&apos;s product (eq. 7.23) includes it</source>
        <translation>AODE：像 Weka 那样在每个超父的连乘中略去 P(x_i | c, x_i)；书中的连乘（式 7.23）包含它</translation>
    </message>
    <message>
        <source>SPODE (super-parent one-dependent)</source>
        <translation>超父独依赖估计 SPODE</translation>
    </message>
    <message>
        <source>Every attribute depends on the class and on one chosen attribute, the super-parent (Zhou eq. 7.21)</source>
        <translation>每个属性依赖于类别和一个选定的属性，即超父（周志华 式 7.21）</translation>
    </message>
    <message>
        <source>TAN (tree-augmented naive Bayes)</source>
        <translation>树增强朴素贝叶斯 TAN</translation>
    </message>
    <message>
        <source>Each attribute depends on the class and on its parent in the maximum weighted spanning tree of the conditional mutual information (Zhou eq. 7.22)</source>
        <translation>每个属性依赖于类别以及它在条件互信息最大带权生成树中的父属性（周志华 式 7.22）</translation>
    </message>
    <message>
        <source>AODE (averaged one-dependent)</source>
        <translation>平均独依赖估计 AODE</translation>
    </message>
    <message>
        <source>The average of the SPODEs whose super-parent&apos;s value is seen in at least m′ rows; naive Bayes when none is (Zhou eqs. 7.23–7.25)</source>
        <translation>对超父取值至少出现 m′ 次的各个 SPODE 取平均；若没有，则用朴素贝叶斯（周志华 式 7.23–7.25）</translation>
    </message>
    <message>
        <source>Continuous &amp;columns:</source>
        <translation>连续列(&amp;C)：</translation>
    </message>
    <message>
        <source>The model reads categorical attributes: a continuous or count column is left out, or cut into N intervals of equal width ((max − min)/N each) or of equal frequency (about |D|/N rows each); the intervals&apos; edges are kept with the model and shown as the values&apos; names</source>
        <translation>该模型只读取离散属性：连续列或计数列要么不使用，要么切分为 N 个等宽区间（每个宽 (max − min)/N）或等频区间（每个约 |D|/N 行）；区间边界随模型保存，并作为取值的名称显示</translation>
    </message>
    <message>
        <source>left out</source>
        <translation>不使用</translation>
    </message>
    <message>
        <source>equal-width bins</source>
        <translation>等宽分箱</translation>
    </message>
    <message>
        <source>equal-frequency bins</source>
        <translation>等频分箱</translation>
    </message>
    <message>
        <source>&amp;Number of bins:</source>
        <translation>箱数(&amp;N)：</translation>
    </message>
    <message>
        <source>How many intervals a continuous or count column is cut into, when bins are chosen</source>
        <translation>选择分箱时，连续列或计数列被切分成的区间个数</translation>
    </message>
</context>
<context>
    <name>report</name>
    <message>
        <source>Sample:</source>
        <translation>样本：</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>模型：</translation>
    </message>
    <message>
        <source>Missing (left out of the product): {0}</source>
        <translation>缺失（不计入连乘）：{0}</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>注：</translation>
    </message>
    <message>
        <source>Estimate:</source>
        <translation>估计：</translation>
    </message>
    <message>
        <source>Class {0} = {1}</source>
        <translation>类别 {0} = {1}</translation>
    </message>
    <message>
        <source>term</source>
        <translation>项</translation>
    </message>
    <message>
        <source>how</source>
        <translation>计算方式</translation>
    </message>
    <message>
        <source>value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>log</source>
        <translation>对数</translation>
    </message>
    <message>
        <source>log:</source>
        <translation>对数形式：</translation>
    </message>
    <message>
        <source>joint P(c)·Π P(x_i|c)</source>
        <translation>联合概率 P(c)·Π P(x_i|c)</translation>
    </message>
    <message>
        <source>log joint log P(c) + log p(x|c)</source>
        <translation>对数联合概率 log P(c) + log p(x|c)</translation>
    </message>
    <message>
        <source>score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>given</source>
        <translation>给定</translation>
    </message>
    <message>
        <source>1 / {0} (uniform)</source>
        <translation>1 / {0}（均匀）</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>均值</translation>
    </message>
    <message>
        <source>term of super-parent {0}: P(c, x_i)·Π_j P(x_j | c, x_i)</source>
        <translation>超父 {0} 的项：P(c, x_i)·Π_j P(x_j | c, x_i)</translation>
    </message>
    <message>
        <source>naive Bayes term P(c)·Π_j P(x_j | c)</source>
        <translation>朴素贝叶斯项 P(c)·Π_j P(x_j | c)</translation>
    </message>
    <message>
        <source>joint: the average of the {0} term(s) (eq. 7.23)</source>
        <translation>联合概率：{0} 项的平均（式 7.23）</translation>
    </message>
    <message>
        <source>Eq. 7.23 sums the terms; their average leaves every posterior as the sum gives it.</source>
        <translation>式 7.23 对各项求和；取平均不改变由求和得到的后验概率。</translation>
    </message>
    <message>
        <source>Evidence P(x) = Σ_c P(c)·P(x|c) = {0} = {1}   (log {2})</source>
        <translation>证据因子 P(x) = Σ_c P(c)·P(x|c) = {0} = {1}   （对数 {2}）</translation>
    </message>
    <message>
        <source>Posterior</source>
        <translation>后验概率</translation>
    </message>
    <message>
        <source>posterior</source>
        <translation>后验概率</translation>
    </message>
    <message>
        <source>joint / evidence</source>
        <translation>联合概率 / 证据因子</translation>
    </message>
    <message>
        <source>P(c|x) = exp(score_c) / Σ_k exp(score_k)</source>
        <translation>P(c|x) = exp(得分_c) / Σ_k exp(得分_k)</translation>
    </message>
    <message>
        <source>log P(x) = {0}</source>
        <translation>log P(x) = {0}</translation>
    </message>
    <message>
        <source>Conditional risk</source>
        <translation>条件风险</translation>
    </message>
    <message>
        <source>reject</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <source>risk</source>
        <translation>风险</translation>
    </message>
    <message>
        <source>Σ_j λ_ij P(c_j|x)</source>
        <translation>Σ_j λ_ij P(c_j|x)</translation>
    </message>
    <message>
        <source>Decision (least risk): {0}</source>
        <translation>决策（风险最小）：{0}</translation>
    </message>
    <message>
        <source>Decision (largest score): {0}</source>
        <translation>决策（得分最大）：{0}</translation>
    </message>
    <message>
        <source>This model gives decisions, not posteriors, so the loss matrix does not apply.</source>
        <translation>此模型只给出决策，不给出后验概率，因此损失矩阵不适用。</translation>
    </message>
    <message>
        <source>log P(c)</source>
        <extracomment>how each named term of ``bayesgui.core.base.score_explanation.TERM_KEYS`` is written (other keys: the key itself)</extracomment>
        <translation>log P(c)</translation>
    </message>
    <message>
        <source>−d/2·log 2π</source>
        <translation>−d/2·log 2π</translation>
    </message>
    <message>
        <source>−½·log|Σ_c|</source>
        <translation>−½·log|Σ_c|</translation>
    </message>
    <message>
        <source>−½·(x−μ_c)ᵀ Σ_c⁻¹ (x−μ_c)</source>
        <translation>−½·(x−μ_c)ᵀ Σ_c⁻¹ (x−μ_c)</translation>
    </message>
    <message>
        <source>log Σ_m α_m N(x; μ_m, Σ_m)</source>
        <translation>log Σ_m α_m N(x; μ_m, Σ_m)</translation>
    </message>
    <message>
        <source>b_c</source>
        <translation>b_c</translation>
    </message>
    <message>
        <source>w_c·x</source>
        <translation>w_c·x</translation>
    </message>
    <message>
        <source>Every class has joint probability 0 (a level never seen with any class and no smoothing). Rule applied: the limit of the Bayesian estimate as λ → 0⁺, i.e. the class with the fewest zero-count factors wins, then the product of the other factors.</source>
        <translation>每个类的联合概率都为 0（某个取值在任何类中都没出现过，且未平滑）。采用的规则：贝叶斯估计在 λ → 0⁺ 时的极限，即零计数因子最少的类胜出，再比较其余因子的乘积。</translation>
    </message>
    <message>
        <source>Every feature is missing: the scores are the log priors alone.</source>
        <translation>所有属性都缺失：得分只含对数先验。</translation>
    </message>
    <message>
        <source>Missing features ({0}) are marginalised out: every Gaussian is replaced by its marginal over the observed features (their sub-mean and sub-covariance).</source>
        <translation>缺失的属性（{0}）已被边缘化：每个高斯分布换成其在已观测属性上的边缘分布（子均值和子协方差）。</translation>
    </message>
    <message>
        <source>{0} is missing; the training mean {1} was used in its place.</source>
        <translation>{0} 缺失；用训练均值 {1} 代替。</translation>
    </message>
    <message>
        <source>{0} is missing; each of its indicators takes its training mean (the share of training rows at that level) in its place.</source>
        <translation>{0} 缺失；其每个指示变量用训练均值（训练样本中取该值的比例）代替。</translation>
    </message>
    <message>
        <source>This model does not write out its work: only its class scores are shown.</source>
        <translation>该模型不提供计算过程：只显示各类的得分。</translation>
    </message>
    <message>
        <source>{0} is worked with in the unit {0} / 2^{1} (exact in floating point), as its values are too large or too small for float64 arithmetic: here {0} / 2^{1} = {2}, and the means, variances, weights and densities of {0} are in that unit.</source>
        <translation>{0} 以 {0} / 2^{1} 为单位计算（浮点数中精确）：它的取值对 float64 运算来说过大或过小。此处 {0} / 2^{1} = {2}，{0} 的均值、方差、权重和密度均以该单位表示。</translation>
    </message>
    <message>
        <source>Lazy learning: nothing was trained in advance; these estimates were counted now from {0} rows.</source>
        <translation>懒惰学习：事先没有训练；这些估计是刚刚从 {0} 行数据中计数得到的。</translation>
    </message>
    <message>
        <source>bin {0}: {1}</source>
        <translation>第 {0} 箱：{1}</translation>
    </message>
    <message>
        <source>Naive Bayes look-up table</source>
        <translation>朴素贝叶斯查找表</translation>
    </message>
    <message>
        <source>Every P(c) and P(x|c) computed once; a prediction multiplies the entries of its values.</source>
        <translation>每个 P(c) 和 P(x|c) 只计算一次；预测时把样本取值对应的表项相乘。</translation>
    </message>
    <message>
        <source>The last edit changed {0}: {1} before, {2} now.</source>
        <translation>上一次编辑改变了 {0}：之前为 {1}，现在为 {2}。</translation>
    </message>
    <message>
        <source>Look-up table: every number above is read from the table, nothing is estimated now; T[row, column] is the entry in that row of the feature&apos;s table and that class&apos;s column.</source>
        <translation>查表：上面的每个数都是从查找表中读出的，此刻没有估计任何东西；T[行, 列] 是该属性的表中该行、该类别列的表项。</translation>
    </message>
</context>
<context>
    <name>tasks</name>
    <message>
        <source>Learning curve</source>
        <translation>正在计算学习曲线</translation>
    </message>
    <message>
        <source>{0} gives decisions, not class probabilities, so it has no learning curve of log-loss and risk. Press Evaluate for its accuracy, or choose a Bayesian model.</source>
        <translation>{0}只给出决策，不给出类别概率，因此没有对数损失和风险的学习曲线。请按“评估”查看其准确率，或选择一个贝叶斯模型。</translation>
    </message>
    <message>
        <source>The {0} model has no smoothing strength; choose naive Bayes.</source>
        <translation>{0} 模型没有平滑强度；请选择朴素贝叶斯。</translation>
    </message>
    <message>
        <source>{0}: iteration {1}</source>
        <translation>{0}：第 {1} 次迭代</translation>
    </message>
    <message>
        <source>K = {0}</source>
        <translation>K = {0}</translation>
    </message>
    <message>
        <source>means has shape {0} but n_components = {1}: give one row per component (click one mean per component, or change n_components).</source>
        <translation>means 的形状为 {0}，但 n_components = {1}：请为每个成分给出一行（为每个成分点选一个均值，或更改 n_components）。</translation>
    </message>
    <message>
        <source>Choose at least one column for EM.</source>
        <translation>请为 EM 至少选择一列。</translation>
    </message>
    <message>
        <source>No column named {0}; the columns are: {1}.</source>
        <translation>没有名为 {0} 的列；现有的列为：{1}。</translation>
    </message>
    <message>
        <source>Column {0} is not numeric ({1}); EM needs numbers in every column.</source>
        <translation>列 {0} 不是数值型（{1}）；EM 要求每列都是数值。</translation>
    </message>
    <message>
        <source>Every row has a missing value in {0}; EM needs complete rows.</source>
        <translation>每一行在 {0} 中都有缺失值；EM 需要完整的行。</translation>
    </message>
    <message>
        <source>X must have one column per setting column ({0}), got shape {1}.</source>
        <translation>X 必须对每个设定的列（{0}）各有一列，实际形状为 {1}。</translation>
    </message>
    <message>
        <source>Restart {0} of {1}</source>
        <translation>第 {0} 次重启（共 {1} 次）</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>Choose a target column: its empty cells are the unlabeled rows.</source>
        <translation>请选择目标列：其中的空单元格即为未标注的行。</translation>
    </message>
    <message>
        <source>Semi-supervised naive Bayes needs categorical columns; this table has none.</source>
        <translation>半监督朴素贝叶斯需要类别型列，而此表没有。</translation>
    </message>
    <message>
        <source>The missing-values view needs two continuous columns.</source>
        <translation>缺失值视图需要两个连续型列。</translation>
    </message>
    <message>
        <source>The latent class model needs categorical columns; this table has none.</source>
        <translation>潜在类别模型需要类别型列，而此表没有。</translation>
    </message>
    <message>
        <source>settings.columns must be one or two column names</source>
        <translation>settings.columns 必须是一个或两个列名</translation>
    </message>
    <message>
        <source>bound_on must be a parameter name</source>
        <translation>bound_on 必须是参数名</translation>
    </message>
    <message>
        <source>{0} must be an object</source>
        <translation>{0} 必须是对象</translation>
    </message>
    <message>
        <source>{0} must be a whole number from {1} to {2}, not {3}</source>
        <translation>{0} 必须是 {1} 到 {2} 之间的整数，而不是 {3}</translation>
    </message>
    <message>
        <source>{0} must be a finite number ≥ {1}, not {2}</source>
        <translation>{0} 必须是 ≥ {1} 的有限数，而不是 {2}</translation>
    </message>
    <message>
        <source>{0} must be one of {1}, not {2}</source>
        <translation>{0} 必须是 {1} 之一，而不是 {2}</translation>
    </message>
    <message>
        <source>means must be a list of rows</source>
        <translation>means 必须是由行组成的列表</translation>
    </message>
    <message>
        <source>Fold {0} of {1}</source>
        <extracomment>values of a split column that mark a test row (case-insensitive); anything else is a training row</extracomment>
        <translation>第 {0} 折（共 {1} 折）</translation>
    </message>
    <message>
        <source>There is no column &apos;{0}&apos; to split on; the columns are {1}.</source>
        <translation>没有用于划分的列“{0}”；现有的列为 {1}。</translation>
    </message>
    <message>
        <source>The split column &apos;{0}&apos; must mark some rows, not all, as test (values: {1}).</source>
        <translation>划分列“{0}”必须把部分（而非全部）行标为测试集（取值：{1}）。</translation>
    </message>
    <message>
        <source>The test table has no column &apos;{0}&apos; (the target).</source>
        <translation>测试表中没有列“{0}”（目标列）。</translation>
    </message>
    <message>
        <source>Choose at least one column for the latent class model.</source>
        <translation>请为潜在类别模型至少选择一列。</translation>
    </message>
    <message>
        <source>Column {0} is empty; the latent class model needs observed values.</source>
        <translation>列 {0} 为空；潜在类别模型需要观测值。</translation>
    </message>
    <message>
        <source>Reading the data</source>
        <translation>正在读取数据</translation>
    </message>
    <message>
        <source>Reading the project&apos;s data</source>
        <translation>正在读取项目的数据</translation>
    </message>
    <message>
        <source>Classifying every row</source>
        <translation>正在对每一行分类</translation>
    </message>
    <message>
        <source>Encoding the table</source>
        <translation>正在编码表格</translation>
    </message>
    <message>
        <source>Running EM</source>
        <translation>正在运行 EM</translation>
    </message>
    <message>
        <source>The loss matrix is over the classes {0} but the regions over {1}; retrain the model (or reset the loss matrix) for this target.</source>
        <translation>损失矩阵针对类别 {0}，而决策区域针对 {1}；请为此目标重新训练模型（或重置损失矩阵）。</translation>
    </message>
    <message>
        <source>Fitting {0}</source>
        <translation>正在拟合 {0}</translation>
    </message>
    <message>
        <source>Choose a target column (the class to predict) to draw decision regions.</source>
        <translation>请选择目标列（要预测的类别）以绘制决策区域。</translation>
    </message>
    <message>
        <source>Column {0} is not continuous or count; choose two of: {1}.</source>
        <translation>列 {0} 不是连续型或计数型；请从以下选择两列：{1}。</translation>
    </message>
    <message>
        <source>Choose two different columns for the x and y axes.</source>
        <translation>请为 x 轴和 y 轴选择两个不同的列。</translation>
    </message>
    <message>
        <source>Fewer than two classes have complete rows in {0} and {1}; choose other columns.</source>
        <translation>在 {0} 和 {1} 上有完整行的类别少于两个；请选择其他列。</translation>
    </message>
    <message>
        <source>resolution must be at least 2, got {0}.</source>
        <translation>resolution 至少为 2，实际为 {0}。</translation>
    </message>
    <message>
        <source>Fitting</source>
        <translation>正在拟合</translation>
    </message>
    <message>
        <source>{0} is cut into {1} intervals of {2}: {3}.</source>
        <translation>{0} 被切分为 {1} 个{2}区间：{3}。</translation>
    </message>
    <message>
        <source>equal width</source>
        <translation>等宽</translation>
    </message>
    <message>
        <source>equal frequency</source>
        <translation>等频</translation>
    </message>
    <message>
        <source>Class &apos;{0}&apos; has a single row with a value of &apos;{1}&apos;, and the unbiased variance (dividing by n − 1) needs at least two. Set the variance to &apos;{2}&apos; (maximum likelihood), or add rows of class &apos;{0}&apos;.</source>
        <translation>类别“{0}”只有一行给出了“{1}”的值，而无偏方差（除以 n − 1）至少需要两行。请把方差设为“{2}”（极大似然），或为类别“{0}”添加更多行。</translation>
    </message>
    <message>
        <source>&apos;{0}&apos;</source>
        <translation>“{0}”</translation>
    </message>
    <message>
        <source>Adding rows one by one</source>
        <translation>逐行加入数据</translation>
    </message>
    <message>
        <source>Editing the table</source>
        <translation>正在编辑表格</translation>
    </message>
    <message>
        <source>Evaluating: pass 1 of 2, the folds&apos; statistics</source>
        <translation>评估：第 1 遍（共 2 遍），统计各折</translation>
    </message>
    <message>
        <source>Evaluating: pass 2 of 2, scoring the held-out rows</source>
        <translation>评估：第 2 遍（共 2 遍），为留出的行打分</translation>
    </message>
    <message>
        <source>Classifying every row, one pass over the file</source>
        <translation>逐行分类，读一遍文件</translation>
    </message>
    <message>
        <source>Training, one pass over the file</source>
        <translation>训练中，读一遍文件</translation>
    </message>
    <message>
        <source>Drawing a random sample of the rows</source>
        <translation>正在随机抽取部分行</translation>
    </message>
    <message>
        <source>Dask: gathering the statistics of each partition</source>
        <translation>Dask：汇总每个分区的统计量</translation>
    </message>
    <message>
        <source>Dask: evaluating, partition by partition</source>
        <translation>Dask：逐个分区评估</translation>
    </message>
    <message>
        <source>Dask: classifying every row, partition by partition</source>
        <translation>Dask：逐个分区对每一行分类</translation>
    </message>
    <message>
        <source>{0} has no rows with a class.</source>
        <translation>{0} 中没有带类别的行。</translation>
    </message>
    <message>
        <source>{0}: {1} row(s) have no value in the target column &apos;{2}&apos;; they are left out.</source>
        <translation>{0}：有 {1} 行在目标列“{2}”中没有值，已略去。</translation>
    </message>
    <message>
        <source>a random sample of {0}</source>
        <translation>{0} 的随机样本</translation>
    </message>
    <message>
        <source>EM iteration {0}: one pass over the file</source>
        <translation>EM 第 {0} 次迭代：读一遍文件</translation>
    </message>
    <message>
        <source>{0}: the class(es) {1} have no row in the random sample of {2} rows that EM starts from; draw a larger sample.</source>
        <translation>{0}：EM 起步所用的 {2} 行随机样本中没有类别 {1} 的行；请抽取更大的样本。</translation>
    </message>
    <message>
        <source>TAN needs a class column: choose the target first.</source>
        <translation>TAN 需要类别列：请先选择目标列。</translation>
    </message>
    <message>
        <source>Unknown search {0}.</source>
        <translation>未知的搜索方法 {0}。</translation>
    </message>
    <message>
        <source>Taking the rows out of the model</source>
        <translation>正在从模型中移除这些行</translation>
    </message>
    <message>
        <source>{0} Nothing was written: the previous model or output file is as it was.</source>
        <translation>{0} 没有写入任何内容：之前的模型或输出文件保持原样。</translation>
    </message>
    <message>
        <source>Nothing was written: the previous model or output file is as it was.</source>
        <translation>没有写入任何内容：之前的模型或输出文件保持原样。</translation>
    </message>
    <message>
        <source>The Dask worker {0} died while computing a part of {1}, and Dask gave up on that part. Check the worker&apos;s memory and log, then run the command again. {2}</source>
        <translation>Dask 工作进程 {0} 在计算 {1} 的一部分时终止，Dask 放弃了这一部分。请检查该工作进程的内存和日志，然后重新运行命令。{2}</translation>
    </message>
    <message>
        <source>The connection to the Dask scheduler was lost while computing {0} ({1}). {2}</source>
        <translation>计算 {0} 时与 Dask 调度器的连接中断（{1}）。{2}</translation>
    </message>
    <message>
        <source>A part of {0} could not be read by Dask ({1}). {2}</source>
        <translation>Dask 无法读取 {0} 的一部分（{1}）。{2}</translation>
    </message>
    <message>
        <source>The Dask engine needs Dask ({0}). Install the extra: pip install &apos;bayesgui[dask]&apos;.</source>
        <translation>Dask 引擎需要 Dask（{0}）。请安装扩展：pip install &apos;bayesgui[dask]&apos;。</translation>
    </message>
    <message>
        <source>Cannot reach the Dask scheduler at {0} ({1}). Start it (dask scheduler) and its workers, check the address, or leave out --scheduler to use this machine&apos;s cores.</source>
        <translation>无法连接位于 {0} 的 Dask 调度器（{1}）。请启动调度器（dask scheduler）及其工作进程、检查地址，或去掉 --scheduler 以使用本机的处理器核心。</translation>
    </message>
    <message>
        <source>No file matches {0}. Check the folder and the pattern.</source>
        <translation>没有文件匹配 {0}。请检查文件夹和匹配模式。</translation>
    </message>
    <message>
        <source>Reading the first rows</source>
        <translation>正在读取开头几行</translation>
    </message>
</context>
</TS>
