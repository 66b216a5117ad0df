-- wrk's own report is text: bench/wrk-load.ts has it print its figures as one JSON line instead.
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"durationUs":%d,"p99Us":%d,"non2xx":%d,"errors":%d}\n',
    summary.requests, summary.duration, latency:percentile(99), e.status, e.connect + e.read + e.write + e.timeout))
end
