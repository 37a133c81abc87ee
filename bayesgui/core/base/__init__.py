"""What every classifier shares: the estimator contract, input validation, scaling, log-space helpers, saved state
and the "show your work" records.
"""
