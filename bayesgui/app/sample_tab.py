"""The tab a bundled sample's example needs, shown when the sample is opened (``SampleInfo.opens``): three coins
opens the incomplete-data lab (whose mode the lab itself chooses)."""

from __future__ import annotations

from bayesgui.data.samples import sample_opens

TAB_WIDGETS = {  # the names of ``SampleInfo.opens`` -> the window's attribute holding that tab's widget
    "data": "table_view",
    "tables": "cpt_view",
    "em": "em_lab",
    "incomplete": "incomplete_lab",
    "regions": "region_view",
    "evaluate": "evaluate_view",
    "bayes-net": "bayes_net_tab",
}


def show_sample_tab(window) -> None:
    """Show the tab the session's sample asks for (nothing for another table)."""
    opens = sample_opens(window.session.dataset)
    widget = getattr(window, TAB_WIDGETS.get(opens[0], ""), None) if opens else None
    if widget is not None and window.tabs.indexOf(widget) >= 0:
        window.tabs.setCurrentWidget(widget)
