package main

import "testing"

// The tuning sets stay at or above their floors: a change that stops the
// coach naming an expensive mistake, or makes it accuse an honest line,
// fails here.
func TestFaultFloors(t *testing.T) {
	for _, f := range []string{"../../coach/testdata/faults/set-a.json", "../../coach/testdata/faults/set-b.json"} {
		fg, err := evaluate(f, false)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range fg.belowFloor(f) {
			t.Error(e)
		}
	}
}
