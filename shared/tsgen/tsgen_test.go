package tsgen_test

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"pitchperfect/shared/tsgen"
)

type Message struct {
	ID   string    `json:"id"`
	Sent time.Time `json:"sent_at"`
}

type Level string

type base struct {
	Kind    string `json:"kind"`
	Shadow  int    `json:"shadow"`
	private int
}

type Extra struct {
	Note string `json:"note"`
}

type Everything struct {
	base
	*Extra
	Shadow     string             `json:"shadow"` // shallower than base's
	Flag       bool               `json:"flag"`
	Count      int64              `json:"count"`
	Ratio      float64            `json:"ratio"`
	Level      Level              `json:"level"`
	At         time.Time          `json:"at"`
	Maybe      *time.Time         `json:"maybe"`
	Gone       *int               `json:"gone,omitempty"`
	Optional   string             `json:"optional,omitempty"`
	Zero       Message            `json:"zero,omitzero"`
	Always     Message            `json:"always,omitempty"` // a struct is never empty
	Raw        json.RawMessage    `json:"raw"`
	Any        any                `json:"any"`
	Bytes      []byte             `json:"bytes"`
	Tags       []string           `json:"tags"`
	Maybes     []*int             `json:"maybes"`
	Scores     map[string]int     `json:"scores"`
	ByID       map[int]Message    `json:"by_id"`
	Nullable   []Message          `json:"nullable" ts:"nullable"`
	Quoted     int                `json:"quoted,string"`
	Inline     struct{ A, B int } `json:"inline"`
	Dashed     string             `json:"dashed-name"`
	Untagged   string
	Skipped    string `json:"-"`
	unexported string
}

func TestTypesFollowEncodingJSON(t *testing.T) {
	got, err := tsgen.Types([]tsgen.Decl{{Name: "Everything", Value: Everything{}, Doc: "All the rules."}})
	if err != nil {
		t.Fatal(err)
	}
	want := `/**
 * All the rules.
 * Go: tsgen_test.Everything.
 */
export interface Everything {
  kind: string;
  note?: string;
  shadow: string;
  flag: boolean;
  count: number;
  ratio: number;
  level: string;
  at: string;
  maybe: string | null;
  gone?: number;
  optional?: string;
  zero?: Message;
  always: Message;
  raw: unknown;
  any: unknown;
  bytes: string;
  tags: string[];
  maybes: (number | null)[];
  scores: Record<string, number>;
  by_id: Record<string, Message>;
  nullable: Message[] | null;
  quoted: string;
  inline: {
    A: number;
    B: number;
  };
  'dashed-name': string;
  Untagged: string;
}

/** Go: tsgen_test.Message. */
export interface Message {
  id: string;
  sent_at: string;
}
`
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("mismatch (-want +got):\n%s", diff)
	}
	// The interface has exactly the members encoding/json writes.
	raw, err := json.Marshal(Everything{base: base{private: 1}, Extra: &Extra{}, unexported: "x"})
	if err != nil {
		t.Fatal(err)
	}
	var members map[string]any
	if err := json.Unmarshal(raw, &members); err != nil {
		t.Fatal(err)
	}
	for _, hidden := range []string{"private", "unexported", "Skipped"} {
		if strings.Contains(got, hidden) {
			t.Errorf("the interface has %s, which encoding/json leaves out", hidden)
		}
	}
	for name := range members {
		if !strings.Contains(got, "\n  "+name+":") && !strings.Contains(got, "\n  "+name+"?:") && !strings.Contains(got, "'"+name+"'") {
			t.Errorf("encoding/json writes %q, the interface lacks it", name)
		}
	}
}

type Inner struct{ N int }

type Outer struct {
	In Inner `json:"in"`
}

func TestDeclaredNamesWinAndOrderHolds(t *testing.T) {
	got, err := tsgen.Types([]tsgen.Decl{
		{Name: "OuterReply", Value: Outer{}},
		{Name: "Verdict", Value: false, Doc: "A bare boolean."},
		{Name: "InnerPart", Value: Inner{}},
		{Name: "Names", Value: []string{}},
	})
	if err != nil {
		t.Fatal(err)
	}
	want := `/** Go: tsgen_test.Outer. */
export interface OuterReply {
  in: InnerPart;
}

/** A bare boolean. */
export type Verdict = boolean;

/** Go: tsgen_test.Inner. */
export interface InnerPart {
  N: number;
}

export type Names = string[];
`
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("mismatch (-want +got):\n%s", diff)
	}
}

type Empty struct{}

func TestEmptyStructIsNotAnEmptyInterface(t *testing.T) {
	got, err := tsgen.Types([]tsgen.Decl{{Name: "Nothing", Value: Empty{}}})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(got, "export type Nothing = Record<string, never>;") {
		t.Errorf("got %s", got)
	}
}

// Two Go types that would share a TypeScript name.
type clashA struct {
	M Message `json:"m"`
}
type otherMessage struct{ X int }
type clashB struct {
	M otherMessage `json:"m"`
}

type selfMarshal struct{}

func (selfMarshal) MarshalJSON() ([]byte, error) { return []byte(`1`), nil }

func TestRefusals(t *testing.T) {
	for _, tc := range []struct {
		name  string
		decls []tsgen.Decl
		want  string
	}{
		{"a name twice", []tsgen.Decl{{Name: "A", Value: Inner{}}, {Name: "A", Value: Outer{}}}, "declared twice"},
		{"a type twice", []tsgen.Decl{{Name: "A", Value: Inner{}}, {Name: "B", Value: Inner{}}}, "declared twice"},
		{"a clash", []tsgen.Decl{{Name: "Message", Value: Message{}}, {Name: "B", Value: struct {
			O otherMessage `json:"o"`
			M Message      `json:"m"`
		}{}}, {Name: "C", Value: clashB{}}}, ""},
		{"a channel", []tsgen.Decl{{Name: "A", Value: struct{ C chan int }{}}}, "no JSON form"},
		{"a duration", []tsgen.Decl{{Name: "A", Value: struct{ D time.Duration }{}}}, "time.Duration"},
		{"own MarshalJSON", []tsgen.Decl{{Name: "A", Value: struct{ S selfMarshal }{}}}, "MarshalJSON"},
		{"bad ts tag", []tsgen.Decl{{Name: "A", Value: struct {
			N int `ts:"nullable"`
		}{}}}, "never null"},
		{"enum on an int", []tsgen.Decl{{Name: "A", Value: struct {
			N int `ts:"enum=a|b"`
		}{}}}, "not a string"},
		{"enum with an empty value", []tsgen.Decl{{Name: "A", Value: struct {
			S string `ts:"enum=a||b"`
		}{}}}, "empty value"},
		{"enum with a value twice", []tsgen.Decl{{Name: "A", Value: struct {
			S string `ts:"enum=a|b|a"`
		}{}}}, "twice"},
		{"enum with ,string", []tsgen.Decl{{Name: "A", Value: struct {
			S string `json:"s,string" ts:"enum=a|b"`
		}{}}}, ",string"},
		{"unknown ts option", []tsgen.Decl{{Name: "A", Value: struct {
			S []string `ts:"nullable,choice=a"`
		}{}}}, "unknown ts tag option"},
		{"nullable string with enum", []tsgen.Decl{{Name: "A", Value: struct {
			S string `ts:"nullable,enum=a"`
		}{}}}, "never null"},
		{"not a name", []tsgen.Decl{{Name: "a-b", Value: Inner{}}}, "not a TypeScript name"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := tsgen.Types(tc.decls)
			if tc.want == "" {
				if err != nil {
					t.Fatalf("unexpected error %v", err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want one with %q", err, tc.want)
			}
		})
	}
	// Two types reached under one name, neither declared.
	_, err := tsgen.Types([]tsgen.Decl{{Name: "A", Value: clashA{}}, {Name: "B", Value: struct {
		M otherMessage `json:"m"`
		N clashB       `json:"n"`
	}{}}})
	if err != nil {
		t.Fatalf("distinct names: %v", err)
	}
	type Message struct{ Y int } // a second tsgen_test-scoped Message
	_, err = tsgen.Types([]tsgen.Decl{{Name: "A", Value: clashA{}}, {Name: "B", Value: struct {
		M Message `json:"m"`
	}{}}})
	if err == nil || !strings.Contains(err.Error(), "would both be Message") {
		t.Fatalf("clash: %v", err)
	}
}

type Finding struct {
	Kind     string   `json:"kind" ts:"enum=positive|negative"`
	Step     Level    `json:"step" ts:"enum=concrete|none"` // a named string type
	Quoted   string   `json:"quoted" ts:"enum=it's"`
	Maybe    *string  `json:"maybe" ts:"enum=high|low"`
	Gone     *string  `json:"gone,omitempty" ts:"enum=high|low"`
	Tags     []string `json:"tags" ts:"enum=a|b,nullable"`
	One      []string `json:"one" ts:"nullable,enum=x"`
	Optional string   `json:"optional,omitempty" ts:"enum=on"`
	Free     string   `json:"free"`
}

func TestEnums(t *testing.T) {
	got, err := tsgen.Types([]tsgen.Decl{{Name: "Finding", Value: Finding{}}})
	if err != nil {
		t.Fatal(err)
	}
	want := `/** Go: tsgen_test.Finding. */
export interface Finding {
  kind: 'positive' | 'negative';
  step: 'concrete' | 'none';
  quoted: 'it\'s';
  maybe: 'high' | 'low' | null;
  gone?: 'high' | 'low';
  tags: ('a' | 'b')[] | null;
  one: 'x'[] | null;
  optional?: 'on';
  free: string;
}
`
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("mismatch (-want +got):\n%s", diff)
	}
}

type Rule struct {
	Max           int    `json:"max"`
	WindowSeconds int    `json:"windowSeconds"`
	Note          string `json:"note,omitempty"`
}

func TestConsts(t *testing.T) {
	got, err := tsgen.Consts([]tsgen.Decl{
		{Name: "LIMIT", Value: 2000, Doc: "Characters."},
		{Name: "NAMES", Value: []string{"it's", "b"}},
		{Name: "COSTS", Value: map[string]int{"voice": 2, "text": 1, "my-key": 3}},
		{Name: "RULES", Value: map[string]Rule{"api_call": {Max: 100, WindowSeconds: 3600}}},
		{Name: "STAGES", Value: []Rule{{Max: 1, WindowSeconds: 2, Note: "x"}}},
		{Name: "RATIO", Value: 0.5},
		{Name: "ON", Value: true},
	})
	if err != nil {
		t.Fatal(err)
	}
	want := `/** Characters. */
export const LIMIT = 2000 as const;

export const NAMES = ['it\'s', 'b'] as const;

export const COSTS = {
  'my-key': 3,
  text: 1,
  voice: 2,
} as const;

export const RULES = {
  api_call: { max: 100, windowSeconds: 3600 },
} as const;

export const STAGES = [
  { max: 1, windowSeconds: 2, note: 'x' },
] as const;

export const RATIO = 0.5 as const;

export const ON = true as const;
`
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("mismatch (-want +got):\n%s", diff)
	}
	if _, err := tsgen.Consts([]tsgen.Decl{{Name: "D", Value: time.Second}}); err == nil {
		t.Error("a time.Duration constant was accepted")
	}
}
