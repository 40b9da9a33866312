package platform

import (
	"context"
	"strings"
	"testing"
)

func env(vars map[string]string) func(string) string {
	return func(k string) string { return vars[k] }
}

func TestAWSConfigTakesLambdasCredentialsFromTheEnvironment(t *testing.T) {
	cfg := awsConfig(Config{Region: "eu-west-1"}, env(map[string]string{
		"AWS_ACCESS_KEY_ID": "AKID", "AWS_SECRET_ACCESS_KEY": "secret", "AWS_SESSION_TOKEN": "token",
	}))
	if cfg.Region != "eu-west-1" {
		t.Errorf("region %q", cfg.Region)
	}
	if cfg.Retryer == nil || cfg.Retryer().MaxAttempts() != 3 {
		t.Error("want the SDK's standard retryer (3 attempts)")
	}
	c, err := cfg.Credentials.Retrieve(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if c.AccessKeyID != "AKID" || c.SecretAccessKey != "secret" || c.SessionToken != "token" || c.CanExpire {
		t.Errorf("credentials %+v", c)
	}
}

func TestAWSConfigWithoutCredentialsFailsOnUseWithAClearError(t *testing.T) {
	cfg := awsConfig(Config{Region: "us-east-1"}, env(map[string]string{"AWS_ACCESS_KEY_ID": "AKID"}))
	_, err := cfg.Credentials.Retrieve(context.Background())
	if err == nil || !strings.Contains(err.Error(), "AWS_SECRET_ACCESS_KEY") {
		t.Errorf("Retrieve = %v, want an error naming the missing variables", err)
	}
}

func TestAWSConfigLocallyNeverReachesForRealCredentials(t *testing.T) {
	cfg := awsConfig(Config{Region: "us-east-1", Local: true}, env(map[string]string{
		"AWS_ACCESS_KEY_ID": "real", "AWS_SECRET_ACCESS_KEY": "real",
	}))
	c, err := cfg.Credentials.Retrieve(context.Background())
	if err != nil || c.AccessKeyID != "local" {
		t.Errorf("credentials %+v, %v; want the stand-ins' placeholder", c, err)
	}
}
