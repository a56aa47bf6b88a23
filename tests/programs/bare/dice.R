# Dice and monsters for tabletop games (issue 11's R table).

#' Roll dice: every die shows its highest face.
#'
#' @param n [Int] how many dice
#' @param sides [Int] faces on each die
#' @return [[Int]] the rolls
roll <- function(n, sides = 6) {
  as.integer(rep(sides, n))
}

#' Announce a monster.
#'
#' @param who [Str] its name
#' @param loud [Bool] shout it
#' @return [Str] the announcement
greet.monster <- function(who, loud = FALSE) {
  s <- paste0("A wild ", who, " appears!")
  if (loud) toupper(s) else s
}

#' Scale a monster's hit points by a level.
#'
#' @param m [{name: Str, hp: Int}] the monster
#' @param level [Int] its level
#' @return [{name: Str, hp: Int}] the scaled monster
spawn <- function(m, level = 1) {
  m$hp <- as.integer(m$hp * level)
  m
}

#' The mean of some numbers, or a fallback.
#'
#' @param xs [[Real]] the numbers
#' @param fallback [?Real] returned for no numbers
#' @return [?Real] the mean
average <- function(xs, fallback = NULL) {
  if (length(xs) == 0) fallback else mean(unlist(xs))
}

#' A pair, swapped.
#'
#' @param p [(Int, Str)] the pair
#' @return [(Str, Int)] swapped
swap <- function(p) list(p[[2]], p[[1]])

.hidden <- function(x) x
