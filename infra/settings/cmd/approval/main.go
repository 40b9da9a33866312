// Command approval prints the CDK CLI's --require-approval value for an
// environment, from the same samconfig.toml the CDK app reads (package
// settings): any-change when its confirm_changeset is true, never otherwise.
// `make deploy` runs it:
//
//	go run ./infra/settings/cmd/approval -env prod   # any-change
package main

import (
	"flag"
	"fmt"
	"os"

	"pitchperfect/infra/settings"
)

func main() {
	env := flag.String("env", "dev", "the environment (samconfig.toml section)")
	flag.Parse()
	approval, err := requireApproval(*env)
	if err != nil {
		fmt.Fprintln(os.Stderr, "approval:", err)
		os.Exit(1)
	}
	fmt.Println(approval)
}

func requireApproval(env string) (string, error) {
	_, root, err := settings.ProjectContext(".")
	if err != nil {
		return "", err
	}
	sam, err := settings.LoadSamconfig(root)
	if err != nil {
		return "", err
	}
	confirm, err := sam.ConfirmChangeset(env)
	if err != nil {
		return "", err
	}
	if confirm {
		return "any-change", nil
	}
	return "never", nil
}
