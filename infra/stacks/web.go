package stacks

import (
	"github.com/aws/aws-cdk-go/awscdk/v2"
	"github.com/aws/constructs-go/constructs/v10"
	"github.com/aws/jsii-runtime-go"

	"pitchperfect/infra/parts"
)

// WebStackProps configures the web app's upload.
type WebStackProps struct {
	awscdk.StackProps
	Edge *EdgeStack
	Auth *AuthStack
	// SiteRoot is the built web app (webapp/dist).
	SiteRoot    string
	LLMProvider string
	Logs        Logs
}

// WebStack holds the web app's files and its config.json. It is last: the
// configuration names the user pool and client.
type WebStack struct {
	Stack   awscdk.Stack // not embedded, see DataStack
	Content *parts.SiteContent
	Config  map[string]any
}

// NewWebStack uploads the web app into the edge stack's bucket.
func NewWebStack(scope constructs.Construct, id string, props *WebStackProps) *WebStack {
	stack := awscdk.NewStack(scope, jsii.String(id), &props.StackProps)
	cfg := parts.RuntimeConfig(stack.Region(), props.Auth.Users, props.LLMProvider)
	content := parts.NewSiteContent(stack, "Content", &parts.SiteContentProps{
		Site:      props.Edge.Site,
		Root:      props.SiteRoot,
		Config:    cfg,
		Retention: props.Logs.Retention,
	})
	return &WebStack{Stack: stack, Content: content, Config: cfg}
}
