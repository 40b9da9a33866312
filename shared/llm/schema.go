package llm

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Schema is the shape of a model's structured answer: one JSON object. It is
// generated from a Go struct (SchemaFor), so the type the caller decodes into
// is the one source of the schema sent to the provider and of the checks
// Decode makes on the answer.
//
// Field tags: `json:"name"` names the field (every field is required; no
// omitempty, no extra fields), `desc:"…"` describes it to the model, and
// `schema:"…"` holds comma-separated constraints:
//
//	min=N,max=N          integers and numbers (both required for them)
//	minLen=N,maxLen=N    strings, in characters (maxLen required unless enum;
//	                     minLen counts the text without surrounding space)
//	enum=a|b|c           strings
//	minItems=N,maxItems=N arrays (maxItems required); an array's other
//	                     constraints apply to its items
//
// Supported kinds: structs, strings, bool, ints, float64 and slices of them.
type Schema struct {
	// Name is the name the provider knows the answer by (the OpenAI
	// json_schema name, the Bedrock tool name): letters, digits, _ and -.
	Name string
	// Description says what the answer is, for the model.
	Description string
	root        *node
	typ         reflect.Type
}

type kind int

const (
	kindObject kind = iota
	kindArray
	kindString
	kindInteger
	kindNumber
	kindBoolean
)

var kindNames = map[kind]string{kindObject: "object", kindArray: "array", kindString: "string", kindInteger: "integer", kindNumber: "number", kindBoolean: "boolean"}

type node struct {
	kind     kind
	desc     string
	props    []prop // object, in field order
	items    *node  // array
	enum     []string
	min, max float64 // integer, number
	minLen   int     // string
	maxLen   int     // string; 0 with an enum
	minItems int     // array
	maxItems int     // array
}

type prop struct {
	name string
	n    *node
}

var reSchemaName = regexp.MustCompile(`^[a-zA-Z0-9_-]{1,64}$`)

// SchemaFor builds the schema of T, a struct type. It panics when T or a
// tag is not supported: schemas are built once, at start-up, from types in
// the code, so a mistake is a programming error that tests catch.
func SchemaFor[T any](name, description string) *Schema {
	if !reSchemaName.MatchString(name) {
		panic(fmt.Sprintf("llm: schema name %q must be 1-64 letters, digits, _ or -", name))
	}
	t := reflect.TypeFor[T]()
	if t.Kind() != reflect.Struct {
		panic(fmt.Sprintf("llm: schema %s: %v is not a struct", name, t))
	}
	return &Schema{Name: name, Description: description, root: nodeFor(t, "", "", name), typ: t}
}

func nodeFor(t reflect.Type, tag, desc, path string) *node {
	n := &node{desc: desc}
	c := parseConstraints(tag, path)
	switch t.Kind() {
	case reflect.Struct:
		n.kind = kindObject
		for i := range t.NumField() {
			f := t.Field(i)
			if !f.IsExported() {
				continue
			}
			jname, opts, _ := strings.Cut(f.Tag.Get("json"), ",")
			if jname == "-" {
				continue
			}
			if jname == "" || opts != "" {
				panic(fmt.Sprintf("llm: schema %s.%s needs a plain json name (no omitempty)", path, f.Name))
			}
			n.props = append(n.props, prop{jname, nodeFor(f.Type, f.Tag.Get("schema"), f.Tag.Get("desc"), path+"."+jname)})
		}
		if len(n.props) == 0 {
			panic(fmt.Sprintf("llm: schema %s has no fields", path))
		}
	case reflect.Slice:
		n.kind = kindArray
		n.minItems, n.maxItems = c.int("minItems", 0), c.int("maxItems", -1)
		if n.maxItems < 0 || n.maxItems < n.minItems {
			panic(fmt.Sprintf("llm: schema %s: an array needs maxItems >= minItems", path))
		}
		// The other constraints are the items' (maxLen of a []string).
		var rest []string
		for k, v := range c {
			if k != "minItems" && k != "maxItems" {
				rest = append(rest, k+"="+v)
			}
		}
		n.items = nodeFor(t.Elem(), strings.Join(rest, ","), "", path+"[]")
	case reflect.String:
		n.kind = kindString
		if e, ok := c["enum"]; ok {
			n.enum = strings.Split(e, "|")
		} else {
			n.minLen, n.maxLen = c.int("minLen", 0), c.int("maxLen", -1)
			if n.maxLen <= 0 || n.maxLen < n.minLen {
				panic(fmt.Sprintf("llm: schema %s: a string needs maxLen >= minLen or an enum", path))
			}
		}
	case reflect.Int, reflect.Int32, reflect.Int64:
		n.kind = kindInteger
		n.min, n.max = c.float("min", path), c.float("max", path)
	case reflect.Float64:
		n.kind = kindNumber
		n.min, n.max = c.float("min", path), c.float("max", path)
	case reflect.Bool:
		n.kind = kindBoolean
	default:
		panic(fmt.Sprintf("llm: schema %s: unsupported type %v", path, t))
	}
	if (n.kind == kindInteger || n.kind == kindNumber) && n.max < n.min {
		panic(fmt.Sprintf("llm: schema %s: max below min", path))
	}
	return n
}

type constraints map[string]string

func parseConstraints(tag, path string) constraints {
	c := constraints{}
	if tag == "" {
		return c
	}
	for _, kv := range strings.Split(tag, ",") {
		k, v, ok := strings.Cut(kv, "=")
		if !ok {
			panic(fmt.Sprintf("llm: schema %s: bad constraint %q", path, kv))
		}
		c[k] = v
	}
	return c
}

func (c constraints) int(k string, def int) int {
	v, ok := c[k]
	if !ok {
		return def
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 {
		panic(fmt.Sprintf("llm: schema constraint %s=%q is not a count", k, v))
	}
	return n
}

func (c constraints) float(k, path string) float64 {
	v, ok := c[k]
	if !ok {
		panic(fmt.Sprintf("llm: schema %s: numbers need min and max", path))
	}
	f, err := strconv.ParseFloat(v, 64)
	if err != nil {
		panic(fmt.Sprintf("llm: schema %s: %s=%q is not a number", path, k, v))
	}
	return f
}

// JSON is the JSON Schema sent to the provider. It keeps to the subset that
// strict structured-output modes accept everywhere (types, properties, every
// property required, no additional properties, enums, items, descriptions):
// the bounds are stated in each description for the model, and enforced by
// Decode.
func (s *Schema) JSON() map[string]any {
	m := s.root.json()
	if s.Description != "" {
		m["description"] = s.Description
	}
	return m
}

func (n *node) json() map[string]any {
	m := map[string]any{"type": kindNames[n.kind]}
	var bounds string
	switch n.kind {
	case kindObject:
		props := map[string]any{}
		req := make([]string, 0, len(n.props))
		for _, p := range n.props {
			props[p.name] = p.n.json()
			req = append(req, p.name)
		}
		m["properties"], m["required"], m["additionalProperties"] = props, req, false
	case kindArray:
		m["items"] = n.items.json()
		bounds = fmt.Sprintf("%d to %d items.", n.minItems, n.maxItems)
	case kindString:
		if n.enum != nil {
			m["enum"] = n.enum
		} else if n.minLen > 0 {
			bounds = fmt.Sprintf("%d to %d characters.", n.minLen, n.maxLen)
		} else {
			bounds = fmt.Sprintf("At most %d characters.", n.maxLen)
		}
	case kindInteger, kindNumber:
		bounds = fmt.Sprintf("From %s to %s.", num(n.min), num(n.max))
	}
	if d := strings.TrimSpace(n.desc + " " + bounds); d != "" {
		m["description"] = d
	}
	return m
}

func num(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }

// ErrInvalidAnswer marks a model answer that does not fit its schema.
var ErrInvalidAnswer = errors.New("llm: invalid answer")

// Decode checks that answer is exactly one JSON object of the schema's
// shape — every field present and of its type, no other fields, enums,
// ranges, string lengths and array sizes — that every free-text string
// passes the output guard (ScreenOutput), and then decodes it into v, which
// must be a pointer to the schema's Go type. Errors wrap ErrInvalidAnswer,
// or ErrBlocked for a string the guard refused.
func (s *Schema) Decode(answer string, v any) error {
	if reflect.TypeOf(v) != reflect.PointerTo(s.typ) {
		return fmt.Errorf("llm: schema %s decodes into *%v, not %T", s.Name, s.typ, v)
	}
	dec := json.NewDecoder(strings.NewReader(answer))
	dec.UseNumber()
	var doc any
	if err := dec.Decode(&doc); err != nil {
		return fmt.Errorf("%w: not JSON: %v", ErrInvalidAnswer, err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return fmt.Errorf("%w: more than one JSON value", ErrInvalidAnswer)
	}
	var texts []guarded
	if err := s.root.check(doc, "", &texts); err != nil {
		return fmt.Errorf("%w: %v", ErrInvalidAnswer, err)
	}
	for _, t := range texts {
		if err := ScreenOutput(t.text); err != nil {
			return fmt.Errorf("%s: %w", t.path, err)
		}
	}
	strict := json.NewDecoder(bytes.NewReader([]byte(answer)))
	strict.DisallowUnknownFields()
	if err := strict.Decode(v); err != nil {
		return fmt.Errorf("%w: %v", ErrInvalidAnswer, err)
	}
	return nil
}

type guarded struct{ path, text string }

func (n *node) check(v any, path string, texts *[]guarded) error {
	at := path
	if at == "" {
		at = "the answer"
	}
	switch n.kind {
	case kindObject:
		obj, ok := v.(map[string]any)
		if !ok {
			return fmt.Errorf("%s: want an object, got %s", at, typeName(v))
		}
		for _, p := range n.props {
			fv, ok := obj[p.name]
			if !ok {
				return fmt.Errorf("%s: missing field %q", at, p.name)
			}
			if err := p.n.check(fv, join(path, p.name), texts); err != nil {
				return err
			}
		}
		if len(obj) != len(n.props) {
			for k := range obj {
				if !n.has(k) {
					return fmt.Errorf("%s: unknown field %q", at, k)
				}
			}
		}
	case kindArray:
		arr, ok := v.([]any)
		if !ok {
			return fmt.Errorf("%s: want an array, got %s", at, typeName(v))
		}
		if len(arr) < n.minItems || len(arr) > n.maxItems {
			return fmt.Errorf("%s: %d items, want %d to %d", at, len(arr), n.minItems, n.maxItems)
		}
		for i, item := range arr {
			if err := n.items.check(item, fmt.Sprintf("%s[%d]", path, i), texts); err != nil {
				return err
			}
		}
	case kindString:
		s, ok := v.(string)
		if !ok {
			return fmt.Errorf("%s: want a string, got %s", at, typeName(v))
		}
		if n.enum != nil {
			for _, e := range n.enum {
				if s == e {
					return nil
				}
			}
			return fmt.Errorf("%s: %q is not one of %s", at, clip(s, 40), strings.Join(n.enum, ", "))
		}
		if !utf8.ValidString(s) || strings.ContainsRune(s, utf8.RuneError) {
			return fmt.Errorf("%s: not valid text", at)
		}
		for _, r := range s {
			if unicode.IsControl(r) && r != '\n' && r != '\t' {
				return fmt.Errorf("%s: control character %U", at, r)
			}
		}
		if c := utf8.RuneCountInString(s); c > n.maxLen {
			return fmt.Errorf("%s: %d characters, the maximum is %d", at, c, n.maxLen)
		}
		if c := utf8.RuneCountInString(strings.TrimSpace(s)); c < n.minLen {
			return fmt.Errorf("%s: %d characters, the minimum is %d", at, c, n.minLen)
		}
		if strings.TrimSpace(s) != "" {
			*texts = append(*texts, guarded{at, s})
		}
	case kindInteger, kindNumber:
		jn, ok := v.(json.Number)
		if !ok {
			return fmt.Errorf("%s: want a number, got %s", at, typeName(v))
		}
		f, err := jn.Float64()
		if err != nil || math.IsInf(f, 0) || math.IsNaN(f) {
			return fmt.Errorf("%s: %q is not a number", at, jn)
		}
		if n.kind == kindInteger {
			if _, err := jn.Int64(); err != nil {
				return fmt.Errorf("%s: %s is not an integer", at, jn)
			}
		}
		if f < n.min || f > n.max {
			return fmt.Errorf("%s: %s is outside %s to %s", at, jn, num(n.min), num(n.max))
		}
	case kindBoolean:
		if _, ok := v.(bool); !ok {
			return fmt.Errorf("%s: want true or false, got %s", at, typeName(v))
		}
	}
	return nil
}

func (n *node) has(name string) bool {
	for _, p := range n.props {
		if p.name == name {
			return true
		}
	}
	return false
}

func join(path, name string) string {
	if path == "" {
		return name
	}
	return path + "." + name
}

func typeName(v any) string {
	switch v.(type) {
	case nil:
		return "null"
	case map[string]any:
		return "an object"
	case []any:
		return "an array"
	case string:
		return "a string"
	case json.Number:
		return "a number"
	case bool:
		return "a boolean"
	}
	return fmt.Sprintf("%T", v)
}

// clip cuts s to at most n runes.
func clip(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n]) + "…"
}
