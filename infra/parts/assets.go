package parts

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"pitchperfect/shared/catalog"
)

// FunctionNames is every Lambda the app deploys: fns (the platform's, by
// default catalog.Functions), then the catalog's standalone ones.
func FunctionNames(fns []catalog.Function) []string {
	var names []string
	for _, fn := range append(slices.Clip(fns), catalog.Standalone()...) {
		names = append(names, fn.Name)
	}
	return names
}

// CheckAssets reports, in one error, every function whose built code is
// missing from root (root/<name>/bootstrap). Synthesis would otherwise stop
// at the first missing folder with a message that does not say how to fix it.
func CheckAssets(root string, names []string) error {
	var missing []string
	for _, name := range names {
		info, err := os.Stat(filepath.Join(root, name, Handler))
		if err != nil || !info.Mode().IsRegular() {
			missing = append(missing, name)
		}
	}
	if len(missing) == 0 {
		return nil
	}
	return fmt.Errorf(
		"no Lambda code for %s under %s (expected <function>/%s): run `make build` first, "+
			"or point the assetRoot context value (or PITCHPERFECT_ASSET_ROOT) at the built functions",
		strings.Join(missing, ", "), root, Handler)
}

// SiteIndex is the file a built web app must have.
const SiteIndex = "index.html"

// CheckSite reports a site folder without a built web app.
func CheckSite(root string) error {
	info, err := os.Stat(filepath.Join(root, SiteIndex))
	if err == nil && info.Mode().IsRegular() {
		return nil
	}
	return fmt.Errorf("no built web app at %s (expected %s): run `make web` first, "+
		"or point the siteRoot context value (or PITCHPERFECT_SITE_ROOT) at the built web app", root, SiteIndex)
}
