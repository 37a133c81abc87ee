"""The Dask engine (the optional ``[dask]`` extra): tables beyond one machine, read with ``dask.dataframe`` and
reduced partition by partition into the statistics the streamed jobs gather (``bayesgui.core.streaming``).

* :mod:`.table`: open CSV or Parquet files (a path or a glob) as a Dask DataFrame; a partition as a streamed chunk;
* :mod:`.jobs`: train, k-fold or hold-out evaluation, predict-all, each the streamed job's result to 1e-12;
* :mod:`.failures`: a dead worker, an unreachable scheduler or a bad partition as a message naming it.

Nothing here schedules, retries or ships: Dask does (its local threads, or the cluster of ``--scheduler``). Dask is
imported when a job runs, never at import: the window and the bundle do without it.
"""
