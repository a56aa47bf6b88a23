# combat, R half: dice and monsters.

rollAdv <- function() max(sample.int(20, 2, replace = TRUE))

intro <- function(name) paste0("A wild ", name, " appears!")

spawn <- function(monster, level) list(name = monster$name, hp = monster$hp * level)
