# Functions with planted bugs, for `nexus fuzz` (issue 43 item 7): the R pool
# of manifest.json.

r_scaled <- function(n) {
  if (n >= 1000) as.character(n) else n
}

r_mean <- function(xs) {
  if (length(xs) == 0) quit(save = "no", status = 3)
  as.integer(floor(mean(unlist(xs))))
}

r_countdown <- function(n) {
  while (n < 0) Sys.sleep(0.05)
  0L
}
