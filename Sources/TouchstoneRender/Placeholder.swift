import CCairo
