package httpapi

import "testing"

// Every route Warm counts as screening is one the server serves.
func TestScreeningRoutesAreRoutes(t *testing.T) {
	routes := (&Server{}).routes()
	for rt := range screening {
		if _, ok := routes[rt]; !ok {
			t.Errorf("screening lists %q, which is not a route", rt)
		}
	}
}
