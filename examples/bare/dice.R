# Dice for tabletop games, served with no manifest: types come from the
# roxygen lines (see the README, "Bare source files").

#' Roll dice and add them up.
#'
#' @param n [Int] how many dice
#' @param sides [Int] faces on each die
#' @return [Int] the total
total <- function(n, sides = 6) {
  sum(sample.int(sides, n, replace = TRUE))
}

#' Describe a monster at a level.
#'
#' @param monster [{name: Str, hp: Int}] the monster
#' @param level [Int] its level
#' @param loud [Bool] shout the name
#' @return [Str] one line about it
describe <- function(monster, level = 1, loud = FALSE) {
  name <- if (loud) toupper(monster$name) else monster$name
  sprintf("%s (level %d, %d hp)", name, level, monster$hp * level)
}
