// Package tsgen writes TypeScript for Go values: an interface for each struct
// type, in the shape encoding/json gives it on the wire, and constants as
// literals. The web app's API types and business constants are generated
// with it (shared/cmd/apitypes), so they cannot drift from the Go code.
//
// The JSON rules followed: a field's name is its json tag name (else the Go
// name); json:"-" and unexported fields are left out; embedded structs
// without a tag name lend their fields (the shallowest wins, ties drop out,
// as in encoding/json); ",string" makes a number or boolean a string.
// Types map as:
//
//	bool                          boolean
//	ints, uints, floats           number
//	string, time.Time, []byte     string
//	encoding.TextMarshaler        string
//	json.RawMessage, any          unknown
//	*T                            T | null
//	[]T, [n]T                     T[]
//	map[K]V                       Record<string, V>
//	struct                        its interface, by name (anonymous: inline)
//
// A field tagged omitempty (or omitzero) is optional (name?: T); a nil
// pointer under omitempty is left out, so it is not "| null" then. Go sends
// a nil slice or map as null: a field that can hold one says so with the
// tag ts:"nullable" (T[] | null). A string field whose values are a fixed
// set says so with ts:"enum=a|b|c": its type is the union of those string
// literals ('a' | 'b' | 'c'; on a *string or []string the union takes the
// place of string). Options combine with commas: ts:"nullable,enum=a|b".
// Anything else (channels, functions, complex numbers, types with their own
// MarshalJSON) is an error, not a guess.
package tsgen

import (
	"encoding"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"
)

// Decl is one declaration: a Go value and the TypeScript name it gets.
type Decl struct {
	Name string
	// Value is a value of the type to declare (Types: usually its zero
	// value) or the constant itself (Consts).
	Value any
	// Doc, when set, becomes the declaration's doc comment.
	Doc string
}

var (
	timeType       = reflect.TypeFor[time.Time]()
	durationType   = reflect.TypeFor[time.Duration]()
	rawMessageType = reflect.TypeFor[json.RawMessage]()
	numberType     = reflect.TypeFor[json.Number]()
	marshalerType  = reflect.TypeFor[json.Marshaler]()
	textMarshType  = reflect.TypeFor[encoding.TextMarshaler]()
)

// Types returns a TypeScript declaration for the type of each decl's Value,
// in order, then one for every named struct type they reach that is not
// declared itself. A struct becomes an interface, any other type a type
// alias. A reached struct is named after its Go type (capitalised) unless a
// decl names it; two types that would share a name are an error.
func Types(decls []Decl) (string, error) {
	g := &gen{names: map[reflect.Type]string{}, owner: map[string]reflect.Type{}}
	var roots []reflect.Type
	for _, d := range decls {
		if d.Value == nil {
			return "", fmt.Errorf("tsgen: %s: nil value", d.Name)
		}
		if !isIdent(d.Name) {
			return "", fmt.Errorf("tsgen: %q is not a TypeScript name", d.Name)
		}
		t := reflect.TypeOf(d.Value)
		if prev, ok := g.owner[d.Name]; ok {
			return "", fmt.Errorf("tsgen: %s is declared twice (%v and %v)", d.Name, prev, t)
		}
		g.owner[d.Name] = t
		if t.Kind() == reflect.Struct && t.Name() != "" {
			if prev, ok := g.names[t]; ok {
				return "", fmt.Errorf("tsgen: %v is declared twice (%s and %s)", t, prev, d.Name)
			}
			g.names[t] = d.Name
		}
		roots = append(roots, t)
	}
	var b strings.Builder
	for i, d := range decls {
		t := roots[i]
		doc := d.Doc
		if t.Name() != "" && t.PkgPath() != "" {
			doc = joinDoc(doc, "Go: "+t.String()+".")
		}
		writeDoc(&b, doc)
		if t.Kind() == reflect.Struct {
			body, err := g.object(t, "")
			if err != nil {
				return "", fmt.Errorf("tsgen: %s: %w", d.Name, err)
			}
			g.emitted = append(g.emitted, t)
			fmt.Fprintf(&b, "export %s\n\n", interfaceOrAlias(d.Name, body))
			continue
		}
		expr, err := g.expr(t, "")
		if err != nil {
			return "", fmt.Errorf("tsgen: %s: %w", d.Name, err)
		}
		fmt.Fprintf(&b, "export type %s = %s;\n\n", d.Name, expr)
	}
	// The named structs reached but not declared, in the order reached.
	for len(g.queue) > 0 {
		t := g.queue[0]
		g.queue = g.queue[1:]
		if slices.Contains(g.emitted, t) {
			continue
		}
		g.emitted = append(g.emitted, t)
		body, err := g.object(t, "")
		if err != nil {
			return "", fmt.Errorf("tsgen: %v: %w", t, err)
		}
		writeDoc(&b, "Go: "+t.String()+".")
		fmt.Fprintf(&b, "export %s\n\n", interfaceOrAlias(g.names[t], body))
	}
	return strings.TrimSuffix(b.String(), "\n"), nil
}

type gen struct {
	names   map[reflect.Type]string // named struct → its TypeScript name
	owner   map[string]reflect.Type // TypeScript name → the type that has it
	queue   []reflect.Type          // named structs reached, to declare
	emitted []reflect.Type
}

// interfaceOrAlias declares an object type: an interface, or for a struct
// without fields an alias (an empty interface accepts anything).
func interfaceOrAlias(name, body string) string {
	if body == "{}" {
		return "type " + name + " = Record<string, never>;"
	}
	return "interface " + name + " " + body
}

// structName returns the TypeScript name of a named struct, queueing it for
// declaration the first time.
func (g *gen) structName(t reflect.Type) (string, error) {
	if name, ok := g.names[t]; ok {
		if !slices.Contains(g.emitted, t) && !slices.Contains(g.queue, t) {
			g.queue = append(g.queue, t)
		}
		return name, nil
	}
	// An unexported Go type still names an exported TypeScript one.
	name := t.Name()
	if name != "" {
		name = strings.ToUpper(name[:1]) + name[1:]
	}
	if !isIdent(name) {
		return "", fmt.Errorf("%v has no TypeScript name: declare it with a Decl", t)
	}
	if prev, ok := g.owner[name]; ok && prev != t {
		return "", fmt.Errorf("%v and %v would both be %s: declare one of them under its own name", prev, t, name)
	}
	g.names[t], g.owner[name] = name, t
	g.queue = append(g.queue, t)
	return name, nil
}

// expr is the TypeScript type of a value of t; indent is the indentation of
// the line it starts on (for inline objects).
func (g *gen) expr(t reflect.Type, indent string) (string, error) {
	switch t {
	case timeType:
		return "string", nil
	case rawMessageType:
		return "unknown", nil
	case numberType:
		return "number", nil
	case durationType:
		return "", fmt.Errorf("%v: a time.Duration is nanoseconds on the wire; send seconds or milliseconds in a named field", t)
	}
	if t.Kind() != reflect.Pointer {
		if t.Implements(marshalerType) || reflect.PointerTo(t).Implements(marshalerType) {
			return "", fmt.Errorf("%v marshals itself (MarshalJSON): its JSON shape is unknown", t)
		}
		if t.Implements(textMarshType) || reflect.PointerTo(t).Implements(textMarshType) {
			return "string", nil
		}
	}
	switch t.Kind() {
	case reflect.Bool:
		return "boolean", nil
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
		reflect.Float32, reflect.Float64:
		return "number", nil
	case reflect.String:
		return "string", nil
	case reflect.Interface:
		return "unknown", nil
	case reflect.Pointer:
		elem, err := g.expr(t.Elem(), indent)
		if err != nil {
			return "", err
		}
		if strings.HasSuffix(elem, " | null") {
			return elem, nil
		}
		return elem + " | null", nil
	case reflect.Slice, reflect.Array:
		if t.Kind() == reflect.Slice && t.Elem().Kind() == reflect.Uint8 &&
			!t.Elem().Implements(marshalerType) && !t.Elem().Implements(textMarshType) {
			return "string", nil // base64
		}
		elem, err := g.expr(t.Elem(), indent)
		if err != nil {
			return "", err
		}
		if strings.Contains(elem, " | ") {
			elem = "(" + elem + ")"
		}
		return elem + "[]", nil
	case reflect.Map:
		k := t.Key()
		switch {
		case k.Kind() == reflect.String, k.Implements(textMarshType),
			k.Kind() >= reflect.Int && k.Kind() <= reflect.Uintptr:
		default:
			return "", fmt.Errorf("%v: map keys must be strings, integers or TextMarshalers", t)
		}
		val, err := g.expr(t.Elem(), indent)
		if err != nil {
			return "", err
		}
		return "Record<string, " + val + ">", nil
	case reflect.Struct:
		if t.Name() == "" {
			return g.object(t, indent)
		}
		return g.structName(t)
	}
	return "", fmt.Errorf("%v (%s) has no JSON form", t, t.Kind())
}

// object is the body of an object type for the struct t: "{ … }" over
// several lines, or "{}".
func (g *gen) object(t reflect.Type, indent string) (string, error) {
	fs, err := jsonFields(t)
	if err != nil {
		return "", err
	}
	if len(fs) == 0 {
		return "{}", nil
	}
	var b strings.Builder
	b.WriteString("{\n")
	inner := indent + "  "
	for _, f := range fs {
		var expr string
		if f.enum != nil {
			expr = enumExpr(f.typ, f.enum)
		} else if f.quoted {
			expr = "string"
		} else if expr, err = g.expr(f.typ, inner); err != nil {
			return "", fmt.Errorf("field %s: %w", f.name, err)
		}
		if f.omitNil {
			// Left out when nil: never null.
			expr = strings.TrimSuffix(expr, " | null")
		} else if f.nullable && !strings.HasSuffix(expr, " | null") {
			expr += " | null"
		}
		opt := ""
		if f.optional {
			opt = "?"
		}
		fmt.Fprintf(&b, "%s%s%s: %s;\n", inner, propName(f.name), opt, expr)
	}
	b.WriteString(indent + "}")
	return b.String(), nil
}

// field is one JSON member of a struct.
type field struct {
	name     string
	typ      reflect.Type
	index    []int    // the path of struct fields to it
	optional bool     // may be missing: omitempty, omitzero, or in an embedded pointer
	omitNil  bool     // omitempty / omitzero: a nil value is left out, never null
	nullable bool     // ts:"nullable"
	enum     []string // ts:"enum=a|b": the string's only values
	quoted   bool     // ",string"
	tagged   bool     // named by a json tag
}

// jsonFields lists the JSON members of struct t in encoding/json's order,
// with its rules for embedded structs.
func jsonFields(t reflect.Type) ([]field, error) {
	var all []field
	if err := collect(t, nil, false, map[reflect.Type]bool{}, &all); err != nil {
		return nil, err
	}
	// Dominance: per name the shallowest field wins; of several at that
	// depth only a single tagged one survives, else none.
	byName := map[string][]field{}
	for _, f := range all {
		byName[f.name] = append(byName[f.name], f)
	}
	var out []field
	for _, f := range all {
		group := byName[f.name]
		best := slices.MinFunc(group, func(a, b field) int { return len(a.index) - len(b.index) })
		var tied []field
		for _, c := range group {
			if len(c.index) == len(best.index) {
				tied = append(tied, c)
			}
		}
		if len(tied) > 1 {
			tagged := 0
			for _, c := range tied {
				if c.tagged {
					tagged++
					best = c
				}
			}
			if tagged != 1 {
				continue
			}
		}
		if slices.Equal(best.index, f.index) {
			out = append(out, f)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return slices.Compare(out[i].index, out[j].index) < 0 })
	return out, nil
}

func collect(t reflect.Type, index []int, viaPointer bool, seen map[reflect.Type]bool, out *[]field) error {
	if seen[t] {
		return nil
	}
	seen[t] = true
	defer delete(seen, t)
	for i := range t.NumField() {
		sf := t.Field(i)
		tag := sf.Tag.Get("json")
		if tag == "-" {
			continue
		}
		tagName, opts, _ := strings.Cut(tag, ",")
		name := tagName
		idx := append(slices.Clone(index), i)
		if sf.Anonymous {
			ft := sf.Type
			ptr := ft.Kind() == reflect.Pointer
			if ptr {
				ft = ft.Elem()
			}
			if !sf.IsExported() && ft.Kind() != reflect.Struct {
				continue
			}
			if name == "" && ft.Kind() == reflect.Struct {
				if err := collect(ft, idx, viaPointer || ptr, seen, out); err != nil {
					return err
				}
				continue
			}
		} else if !sf.IsExported() {
			continue
		}
		if name == "" {
			name = sf.Name
		}
		optSet := strings.Split(opts, ",")
		omit := slices.Contains(optSet, "omitempty") && sf.Type.Kind() != reflect.Struct || slices.Contains(optSet, "omitzero")
		f := field{
			name: name, typ: sf.Type, index: idx, tagged: tagName != "",
			optional: omit || viaPointer, omitNil: omit,
		}
		if err := parseTS(sf, &f); err != nil {
			return err
		}
		if slices.Contains(optSet, "string") {
			switch sf.Type.Kind() {
			case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
				reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
				reflect.Float32, reflect.Float64, reflect.String:
				f.quoted = true
			}
		}
		if f.enum != nil && f.quoted {
			return fmt.Errorf("field %s: ts:\"enum\" with ,string, which quotes the string again", sf.Name)
		}
		if f.nullable {
			switch sf.Type.Kind() {
			case reflect.Slice, reflect.Map, reflect.Pointer, reflect.Interface:
			default:
				return fmt.Errorf("field %s: ts:\"nullable\" on a %s, which is never null", sf.Name, sf.Type.Kind())
			}
		}
		*out = append(*out, f)
	}
	return nil
}

// parseTS reads sf's ts tag into f: comma-separated options, "nullable"
// and "enum=a|b|…".
func parseTS(sf reflect.StructField, f *field) error {
	tag, ok := sf.Tag.Lookup("ts")
	if !ok {
		return nil
	}
	for opt := range strings.SplitSeq(tag, ",") {
		switch key, val, hasVal := strings.Cut(opt, "="); {
		case opt == "nullable":
			f.nullable = true
		case key == "enum" && hasVal:
			if f.enum != nil {
				return fmt.Errorf("field %s: two enum options in ts tag %q", sf.Name, tag)
			}
			if !enumable(sf.Type) {
				return fmt.Errorf("field %s: ts:\"enum\" on a %v, not a string, *string or []string", sf.Name, sf.Type)
			}
			f.enum = strings.Split(val, "|")
			for i, v := range f.enum {
				if v == "" {
					return fmt.Errorf("field %s: empty value in ts tag %q", sf.Name, tag)
				}
				if slices.Contains(f.enum[:i], v) {
					return fmt.Errorf("field %s: %q twice in ts tag %q", sf.Name, v, tag)
				}
			}
		default:
			return fmt.Errorf("field %s: unknown ts tag option %q in %q (known: \"nullable\", \"enum=a|b\")", sf.Name, opt, tag)
		}
	}
	return nil
}

// enumable reports whether an enum can stand for t's strings: a string
// kind that encodes as itself, behind at most one pointer or slice.
func enumable(t reflect.Type) bool {
	if k := t.Kind(); k == reflect.Pointer || k == reflect.Slice || k == reflect.Array {
		t = t.Elem()
	}
	return t.Kind() == reflect.String && !t.Implements(marshalerType) && !reflect.PointerTo(t).Implements(marshalerType) &&
		!t.Implements(textMarshType) && !reflect.PointerTo(t).Implements(textMarshType)
}

// enumExpr is the TypeScript type of t (see enumable) with the union of
// values in place of string.
func enumExpr(t reflect.Type, values []string) string {
	lits := make([]string, len(values))
	for i, v := range values {
		lits[i] = quote(v)
	}
	union := strings.Join(lits, " | ")
	switch t.Kind() {
	case reflect.Pointer:
		return union + " | null"
	case reflect.Slice, reflect.Array:
		if len(lits) > 1 {
			union = "(" + union + ")"
		}
		return union + "[]"
	}
	return union
}

// Consts returns `export const NAME = <literal> as const;` for each decl:
// booleans, numbers and strings, slices and arrays, maps (keys sorted) and
// structs (their JSON members) of those.
func Consts(decls []Decl) (string, error) {
	var b strings.Builder
	seen := map[string]bool{}
	for _, d := range decls {
		if !isIdent(d.Name) {
			return "", fmt.Errorf("tsgen: %q is not a TypeScript name", d.Name)
		}
		if seen[d.Name] {
			return "", fmt.Errorf("tsgen: %s is declared twice", d.Name)
		}
		seen[d.Name] = true
		lit, err := literal(reflect.ValueOf(d.Value), "")
		if err != nil {
			return "", fmt.Errorf("tsgen: %s: %w", d.Name, err)
		}
		writeDoc(&b, d.Doc)
		fmt.Fprintf(&b, "export const %s = %s as const;\n\n", d.Name, lit)
	}
	return strings.TrimSuffix(b.String(), "\n"), nil
}

// literal writes v as a TypeScript literal; indent is its line's indentation.
func literal(v reflect.Value, indent string) (string, error) {
	if !v.IsValid() {
		return "null", nil
	}
	t := v.Type()
	if t == durationType {
		return "", fmt.Errorf("a time.Duration: give it in seconds or milliseconds")
	}
	if t == timeType || t.Implements(marshalerType) {
		return "", fmt.Errorf("%v: only plain values can be constants", t)
	}
	switch v.Kind() {
	case reflect.Bool:
		return strconv.FormatBool(v.Bool()), nil
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return strconv.FormatInt(v.Int(), 10), nil
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return strconv.FormatUint(v.Uint(), 10), nil
	case reflect.Float32, reflect.Float64:
		return strconv.FormatFloat(v.Float(), 'g', -1, 64), nil
	case reflect.String:
		return quote(v.String()), nil
	case reflect.Pointer, reflect.Interface:
		if v.IsNil() {
			return "null", nil
		}
		return literal(v.Elem(), indent)
	case reflect.Slice, reflect.Array:
		items := make([]string, v.Len())
		multiline := false
		for i := range items {
			s, err := literal(v.Index(i), indent+"  ")
			if err != nil {
				return "", err
			}
			items[i] = s
			multiline = multiline || strings.Contains(s, "\n") || strings.HasPrefix(s, "{")
		}
		if !multiline && len(strings.Join(items, ", ")) < 100 {
			return "[" + strings.Join(items, ", ") + "]", nil
		}
		return block("[", "]", items, indent), nil
	case reflect.Map:
		keys := v.MapKeys()
		if t.Key().Kind() != reflect.String {
			return "", fmt.Errorf("%v: constant maps need string keys", t)
		}
		sort.Slice(keys, func(i, j int) bool { return keys[i].String() < keys[j].String() })
		var items []string
		for _, k := range keys {
			s, err := literal(v.MapIndex(k), indent+"  ")
			if err != nil {
				return "", err
			}
			items = append(items, propName(k.String())+": "+s)
		}
		return block("{", "}", items, indent), nil
	case reflect.Struct:
		fs, err := jsonFields(t)
		if err != nil {
			return "", err
		}
		var items []string
		for _, f := range fs {
			fv, err := v.FieldByIndexErr(f.index)
			if err != nil {
				continue // inside a nil embedded pointer
			}
			if f.optional && fv.IsZero() {
				continue
			}
			s, err := literal(fv, indent+"  ")
			if err != nil {
				return "", fmt.Errorf("field %s: %w", f.name, err)
			}
			if f.quoted {
				s = quote(strings.Trim(s, `"`))
			}
			items = append(items, propName(f.name)+": "+s)
		}
		if len(items) > 0 && len(strings.Join(items, ", ")) < 80 && !strings.Contains(strings.Join(items, ""), "\n") {
			return "{ " + strings.Join(items, ", ") + " }", nil
		}
		return block("{", "}", items, indent), nil
	}
	return "", fmt.Errorf("%v (%s) cannot be a constant", t, v.Kind())
}

func block(open, close string, items []string, indent string) string {
	if len(items) == 0 {
		return open + close
	}
	var b strings.Builder
	b.WriteString(open + "\n")
	for _, it := range items {
		b.WriteString(indent + "  " + it + ",\n")
	}
	b.WriteString(indent + close)
	return b.String()
}

// quote writes s as a single-quoted TypeScript string.
func quote(s string) string {
	var buf strings.Builder
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s) // a string always encodes
	j := strings.TrimSuffix(buf.String(), "\n")
	inner := j[1 : len(j)-1]
	inner = strings.ReplaceAll(inner, `\"`, `"`)
	inner = strings.ReplaceAll(inner, `'`, `\'`)
	return "'" + inner + "'"
}

// propName is a property name: bare when it is an identifier, else quoted.
func propName(s string) string {
	if isIdent(s) {
		return s
	}
	return quote(s)
}

func isIdent(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		switch {
		case r == '_' || r == '$' || 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z':
		case i > 0 && '0' <= r && r <= '9':
		default:
			return false
		}
	}
	return true
}

func joinDoc(a, b string) string {
	if a == "" {
		return b
	}
	return a + "\n" + b
}

func writeDoc(b *strings.Builder, doc string) {
	doc = strings.TrimSpace(doc)
	if doc == "" {
		return
	}
	lines := strings.Split(doc, "\n")
	if len(lines) == 1 {
		fmt.Fprintf(b, "/** %s */\n", strings.ReplaceAll(lines[0], "*/", "* /"))
		return
	}
	b.WriteString("/**\n")
	for _, l := range lines {
		b.WriteString(strings.TrimRight(" * "+strings.ReplaceAll(l, "*/", "* /"), " ") + "\n")
	}
	b.WriteString(" */\n")
}
