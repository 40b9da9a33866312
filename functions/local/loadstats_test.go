package main

import (
	"fmt"
	"io"
	"maps"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"
)

// loadStats collects what TestLoad measures: per route the latencies, the
// statuses and the errors (transport failures, 5xx, unexpected answers).
type loadStats struct {
	mu     sync.Mutex
	routes map[string]*routeStats
}

type routeStats struct {
	read     bool // a main GET route: its p99 is held under the read target
	lat      []time.Duration
	statuses map[int]int // 0: no answer (transport failure)
	errors   int
	samples  []string // the first few errors, for the report
}

func newLoadStats() *loadStats { return &loadStats{routes: map[string]*routeStats{}} }

// add records one request. problem is empty for an expected outcome.
func (s *loadStats) add(route string, read bool, d time.Duration, status int, problem string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	rs := s.routes[route]
	if rs == nil {
		rs = &routeStats{read: read, statuses: map[int]int{}}
		s.routes[route] = rs
	}
	rs.lat = append(rs.lat, d)
	rs.statuses[status]++
	if problem != "" {
		rs.errors++
		if len(rs.samples) < 5 {
			rs.samples = append(rs.samples, problem)
		}
	}
}

// percentile is the nearest-rank percentile of sorted durations.
func loadPercentile(sorted []time.Duration, p float64) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	rank := int(float64(len(sorted))*p/100+0.999999) - 1
	return sorted[min(max(rank, 0), len(sorted)-1)]
}

func loadMS(d time.Duration) string { return fmt.Sprintf("%.1f", float64(d.Microseconds())/1000) }

// loadSummary is what the test asserts on.
type loadSummary struct {
	requests, errors int
	slowReads        []string // read routes with p99 at or over the target
}

// report prints the table and returns the totals. Routes marked * are the
// reads whose p99 must stay under readTarget.
func (s *loadStats) report(w io.Writer, elapsed, readTarget time.Duration) loadSummary {
	s.mu.Lock()
	defer s.mu.Unlock()
	var sum loadSummary
	names := slices.Sorted(maps.Keys(s.routes))
	width := 10
	for _, n := range names {
		width = max(width, len(n)+2)
	}
	fmt.Fprintf(w, "%-*s %8s %8s %8s %8s %8s %6s  %s\n", width, "route", "count", "p50 ms", "p95 ms", "p99 ms", "max ms", "errors", "statuses")
	for _, n := range names {
		rs := s.routes[n]
		lat := slices.Clone(rs.lat)
		slices.Sort(lat)
		var st []string
		codes := slices.Sorted(maps.Keys(rs.statuses))
		for _, c := range codes {
			label := fmt.Sprint(c)
			if c == 0 {
				label = "none"
			}
			st = append(st, fmt.Sprintf("%s:%d", label, rs.statuses[c]))
		}
		mark := " "
		if rs.read {
			mark = "*"
		}
		p99 := loadPercentile(lat, 99)
		fmt.Fprintf(w, "%-*s %8d %8s %8s %8s %8s %6d  %s\n", width, mark+n, len(lat),
			loadMS(loadPercentile(lat, 50)), loadMS(loadPercentile(lat, 95)), loadMS(p99), loadMS(loadPercentile(lat, 100)), rs.errors, strings.Join(st, " "))
		sum.requests += len(lat)
		sum.errors += rs.errors
		if rs.read && p99 >= readTarget {
			sum.slowReads = append(sum.slowReads, fmt.Sprintf("%s p99 %s ms", n, loadMS(p99)))
		}
	}
	fmt.Fprintf(w, "total %d requests in %s: %.1f requests/s; %d errors (* reads: p99 target < %s)\n",
		sum.requests, elapsed.Round(time.Second), float64(sum.requests)/elapsed.Seconds(), sum.errors, readTarget)
	for _, n := range names {
		for _, e := range s.routes[n].samples {
			fmt.Fprintf(w, "  error %s: %s\n", n, e)
		}
	}
	return sum
}

// sortedKeys lists a set's keys in order, for stable messages.
func loadSortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
