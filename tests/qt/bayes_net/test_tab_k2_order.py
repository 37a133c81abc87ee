"""K2 given the user's order in the tab: the list starts in the columns' order, the user moves nodes with Up and
Down (as with the keyboard), and the search ends with the core's K2 for that order, not the columns'."""

from PySide6.QtCore import Qt

from bayesgui.core.bayes_net.search import k2, last_step
from bayesgui.data import load_sample
from bayesgui.data.network_table import network_table


def test_k2_searches_in_the_order_the_user_chose(qtbot, tab):
    panel = tab.search_panel
    table = network_table(load_sample("watermelon2"))
    tab.side_tabs.setCurrentWidget(panel)
    assert not panel.order_box.isVisible()  # only K2 takes an order
    panel.method_combo.setCurrentIndex(panel.method_combo.findData("k2"))
    assert panel.order_box.isVisible()
    orders = panel.order_list
    assert orders.order() == table.names  # the columns' order first
    orders.list.setCurrentRow(len(table.names) - 1)  # the class, last, moved to the top: every node may take it
    for _ in range(len(table.names) - 1):
        qtbot.mouseClick(orders.up_button, Qt.MouseButton.LeftButton)
    assert not orders.up_button.isEnabled()
    orders.list.setCurrentRow(4)  # 纹理 one down: below 脐部
    qtbot.mouseClick(orders.down_button, Qt.MouseButton.LeftButton)
    chosen = ("好瓜", "色泽", "根蒂", "敲声", "脐部", "纹理", "触感")
    assert orders.order() == chosen
    panel.delay_spin.setValue(0)
    with qtbot.waitSignal(panel.finished, timeout=20000):
        qtbot.mouseClick(panel.search_button, Qt.MouseButton.LeftButton)
    name = table.names
    expected = {(name[p], name[c]) for p, c in last_step(k2(table.X, table.cards, [name.index(n) for n in chosen]))
                .best_edges}  # fmt: skip
    columns = {(name[p], name[c]) for p, c in last_step(k2(table.X, table.cards, list(range(len(name))))).best_edges}
    assert expected != columns
    assert set(tab.state.structure.edges) == expected and set(tab.graph.edges) == expected
    tab.state.edit("add", "色泽", "根蒂")  # the table's nodes unchanged: the order stays the user's
    assert orders.order() == chosen
    qtbot.mouseClick(orders.reset_button, Qt.MouseButton.LeftButton)
    assert orders.order() == table.names
