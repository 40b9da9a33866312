package standin_test

import (
	"bytes"
	"context"
	"fmt"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/credentials"
	cip "github.com/aws/aws-sdk-go-v2/service/cognitoidentityprovider"
	ciptypes "github.com/aws/aws-sdk-go-v2/service/cognitoidentityprovider/types"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"

	"pitchperfect/shared/standin"
)

func startDynalite(t *testing.T, log *syncBuffer) (*standin.Process, *dynamodb.Client) {
	t.Helper()
	bin, err := standin.BinDir()
	if err != nil {
		t.Fatal(err)
	}
	p, err := standin.Dynalite(context.Background(), bin, "", log)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(p.Stop)
	db := dynamodb.New(dynamodb.Options{
		Region: standin.Region, BaseEndpoint: aws.String(p.Endpoint),
		Credentials: credentials.NewStaticCredentialsProvider("local", "local", ""),
	})
	return p, db
}

// A client that hangs up in the middle of a request must not take dynalite
// down (its index.js throws from the request's error listener).
func TestDynaliteSurvivesClientAborts(t *testing.T) {
	log := &syncBuffer{}
	p, db := startDynalite(t, log)
	body := `{"TableName":"x"}`
	var wg sync.WaitGroup
	for range 10 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c, err := net.Dial("tcp", strings.TrimPrefix(p.Endpoint, "http://"))
			if err != nil {
				t.Error(err)
				return
			}
			// Promise a longer body than is sent, then reset the connection.
			fmt.Fprintf(c, "POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-amz-json-1.0\r\nX-Amz-Target: DynamoDB_20120810.DescribeTable\r\nContent-Length: 1000\r\n\r\n%s", body)
			time.Sleep(10 * time.Millisecond)
			if err := c.(*net.TCPConn).SetLinger(0); err != nil {
				t.Error(err)
			}
			c.Close()
		}()
	}
	wg.Wait()
	// Every abort has been seen by dynalite once it logged them; then it
	// must still answer, as the same process.
	deadline := time.Now().Add(10 * time.Second)
	for strings.Count(log.String(), "client hung up") < 10 && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	if n := strings.Count(log.String(), "client hung up"); n < 10 {
		t.Fatalf("dynalite logged %d of 10 aborts; log:\n%s", n, log.String())
	}
	if _, err := db.ListTables(context.Background(), &dynamodb.ListTablesInput{}); err != nil {
		t.Fatalf("after aborts: %v\n%s", err, log.String())
	}
	if n := p.Restarts(); n != 0 {
		t.Fatalf("dynalite was restarted %d times; it should have survived:\n%s", n, log.String())
	}
}

// A stand-in that dies is started again on its port, with its data.
func TestStandinRestartsAfterCrash(t *testing.T) {
	log := &syncBuffer{}
	p, db := startDynalite(t, log)
	ctx := context.Background()
	p.Kill()
	deadline := time.Now().Add(30 * time.Second)
	for p.Restarts() < 1 && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	if p.Restarts() != 1 {
		t.Fatalf("restarts = %d after a crash; log:\n%s", p.Restarts(), log.String())
	}
	if _, err := db.ListTables(ctx, &dynamodb.ListTablesInput{}); err != nil {
		t.Fatalf("after restart, same endpoint %s: %v", p.Endpoint, err)
	}
	select {
	case <-p.Done():
		t.Fatal("supervision ended after one crash")
	default:
	}
}

// Stand-ins started at once each report the port they took themselves, so
// none can mistake another's listener for its own.
func TestConcurrentStartsTakeTheirOwnPorts(t *testing.T) {
	var mu sync.Mutex
	ports := map[int]bool{}
	var wg sync.WaitGroup
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			p, db := startDynalite(t, &syncBuffer{})
			if _, err := db.ListTables(context.Background(), &dynamodb.ListTablesInput{}); err != nil {
				t.Error(err)
			}
			mu.Lock()
			defer mu.Unlock()
			if ports[p.Port] {
				t.Errorf("port %d reported twice", p.Port)
			}
			ports[p.Port] = true
		}()
	}
	wg.Wait()
}

type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// Every confirmation code reaches the mailbox as soon as cognito-local
// "sends" it, not when its logger next flushes a batch: sign-ups one after
// another each get their code before the next one starts.
func TestCognitoDeliversEveryCodeAtOnce(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	mails := make(chan standin.Mail, 100)
	env, err := standin.Start(ctx, standin.Options{Mail: func(m standin.Mail) { mails <- m }})
	if err != nil {
		t.Fatal(err)
	}
	defer env.Stop()
	for i := range 30 {
		email := fmt.Sprintf("rep%d@example.com", i)
		if _, err := env.IDP.SignUp(ctx, &cip.SignUpInput{
			ClientId: &env.Pool.ClientID, Username: &email, Password: aws.String("Secret123"),
			UserAttributes: []ciptypes.AttributeType{{Name: aws.String("email"), Value: &email}},
		}); err != nil {
			t.Fatal(err)
		}
		select {
		case m := <-mails:
			if m.To != email || m.Code == "" {
				t.Fatalf("sign-up %d: mail %+v", i, m)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("sign-up %d: no code within 5 s", i)
		}
	}
}
