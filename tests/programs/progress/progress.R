# progress: an R function that talks back while it runs (issue 13).
r_count <- function(n, delay) {
  nexus_log("info", paste("R counting to", n))
  for (i in seq_len(n)) {
    Sys.sleep(delay)
    nexus_progress(i, n, paste("R step", i))
  }
  nexus_log("warning", paste("R counted to", n))
  n
}
