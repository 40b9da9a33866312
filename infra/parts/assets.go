package parts

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"pitchperfect/shared/catalog"
)

// Handler is the executable name the provided.al2023 runtime starts.
const Handler = "bootstrap"

// CheckAssets reports, in one error, every function whose built code is
// missing from root (root/<Name>/bootstrap). Synthesis would otherwise stop
// at the first missing folder with a message that does not say how to fix it.
func CheckAssets(root string, fns []catalog.Function) error {
	var missing []string
	for _, fn := range fns {
		info, err := os.Stat(filepath.Join(root, fn.Name, Handler))
		if err != nil || !info.Mode().IsRegular() {
			missing = append(missing, fn.Name)
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
