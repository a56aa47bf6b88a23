# nor test program, R half: never runs, its runtime is missing.

r_hello <- function(name) paste("hello", name)
