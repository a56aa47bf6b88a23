# Big payloads for scripts/bench-big.sh through our R pool.

#' A string of n 'x' characters.
#' @param n [Int] its length
#' @return [Str] the string
make <- function(n) strrep("x", n)

#' The string it was given.
#' @param s [Str] any text
#' @return [Str] the same text
echo <- function(s) s
