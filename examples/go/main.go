// A Responsa client in Go over the generated responsa.v1 stubs (GOPATH mode, Debian's grpc-go).
//
//	GO111MODULE=off GOPATH=$PWD/generated/go:/usr/share/gocode go run ./examples/go
//
// Environment: RESPONSA_GRPC_TARGET (default 127.0.0.1:8080, Envoy's port), RESPONSA_MODEL and
// RESPONSA_TOOL_MODEL (the model for the function-call turn; default RESPONSA_MODEL).
package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"os"
	"strings"
	"time"
	"unicode"

	responsav1 "github.com/responsa/responsa/gen/go/responsa/v1"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/metadata"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/types/known/structpb"
)

func env(name, fallback string) string {
	if value := os.Getenv(name); value != "" {
		return value
	}
	return fallback
}

// outputText joins the text of every output_text part, as the OpenAI SDKs' output_text does.
func outputText(response *responsav1.Response) string {
	var text strings.Builder
	for _, item := range response.GetOutput() {
		for _, part := range item.GetMessage().GetContent() {
			text.WriteString(part.GetOutputText().GetText())
		}
	}
	return text.String()
}

// canonicalName is gRPC's canonical code name (NOT_FOUND); grpc-go prints NotFound.
func canonicalName(code codes.Code) string {
	var name strings.Builder
	for i, r := range code.String() {
		if i > 0 && unicode.IsUpper(r) {
			name.WriteByte('_')
		}
		name.WriteRune(unicode.ToUpper(r))
	}
	return name.String()
}

func textRequest(model, text string) *responsav1.CreateResponseRequest {
	return &responsav1.CreateResponseRequest{
		Model: model,
		Input: &responsav1.ResponseInput{Input: &responsav1.ResponseInput_Text{Text: text}},
	}
}

func main() {
	target := env("RESPONSA_GRPC_TARGET", "127.0.0.1:8080")
	model := env("RESPONSA_MODEL", "llama3.2")
	toolModel := env("RESPONSA_TOOL_MODEL", model)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()

	// Plaintext h2c; grpc-go 1.33 (Debian's) predates credentials/insecure.
	conn, err := grpc.Dial(target, grpc.WithInsecure())
	if err != nil {
		log.Fatalf("dial %s: %v", target, err)
	}
	defer conn.Close()
	client := responsav1.NewResponsesServiceClient(conn)

	// 1. Unary create.
	created, err := client.CreateResponse(ctx, textRequest(model, "Say hello"))
	if err != nil {
		log.Fatalf("create: %v", err)
	}
	fmt.Printf("unary: %s %s %s\n", created.GetId(), created.GetStatus(), outputText(created))

	// 2. Streamed create: print the text deltas as they arrive.
	stream, err := client.StreamResponse(ctx, textRequest(model, "Count to three"))
	if err != nil {
		log.Fatalf("stream: %v", err)
	}
	fmt.Print("stream: ")
	for {
		event, err := stream.Recv()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			log.Fatalf("stream: %v", err)
		}
		if delta := event.GetResponseOutputTextDelta(); delta != nil {
			fmt.Print(delta.GetDelta())
		}
	}
	fmt.Println()

	// 3. Function call round trip through previous_response_id.
	parameters, _ := structpb.NewStruct(map[string]interface{}{
		"type":       "object",
		"properties": map[string]interface{}{"city": map[string]interface{}{"type": "string"}},
		"required":   []interface{}{"city"},
	})
	tools := []*responsav1.Tool{{Tool: &responsav1.Tool_Function{Function: &responsav1.FunctionTool{
		Name: "get_weather", Parameters: parameters,
	}}}}
	ask := textRequest(toolModel, "What is the weather in Paris?")
	ask.Tools = tools
	asked, err := client.CreateResponse(ctx, ask)
	if err != nil {
		log.Fatalf("function call: %v", err)
	}
	var call *responsav1.FunctionCall
	for _, item := range asked.GetOutput() {
		if item.GetFunctionCall() != nil {
			call = item.GetFunctionCall()
		}
	}
	if call == nil {
		log.Fatalf("function call: the model called no function")
	}
	var arguments map[string]interface{}
	if err := json.Unmarshal([]byte(call.GetArguments()), &arguments); err != nil {
		log.Fatalf("function call arguments: %v", err)
	}
	fmt.Printf("function_call: %s %s\n", call.GetName(), call.GetCallId())
	callID := call.GetCallId()
	answer := &responsav1.CreateResponseRequest{
		Model:              model,
		PreviousResponseId: &asked.Id,
		Tools:              tools,
		Input: &responsav1.ResponseInput{Input: &responsav1.ResponseInput_Items{Items: &responsav1.InputItemList{
			Items: []*responsav1.InputItem{{Item: &responsav1.InputItem_FunctionCallOutput{
				FunctionCallOutput: &responsav1.FunctionCallOutput{
					CallId: &callID,
					Output: &responsav1.ToolOutput{Output: &responsav1.ToolOutput_Text{Text: "sunny, 21 C"}},
				},
			}}},
		}}},
	}
	answered, err := client.CreateResponse(ctx, answer)
	if err != nil {
		log.Fatalf("function call output: %v", err)
	}
	fmt.Printf("round_trip: %s %s\n", answered.GetPreviousResponseId(), outputText(answered))

	// 4. Get a stored response.
	fetched, err := client.GetResponse(ctx, &responsav1.GetResponseRequest{ResponseId: created.GetId()})
	if err != nil {
		log.Fatalf("get: %v", err)
	}
	fmt.Printf("get: %s %s\n", fetched.GetId(), fetched.GetStatus())

	// 5. An error: its gRPC status and OpenAI's error object from the trailing metadata.
	var trailer metadata.MD
	_, err = client.GetResponse(ctx, &responsav1.GetResponseRequest{ResponseId: "resp_missing"}, grpc.Trailer(&trailer))
	if err == nil {
		log.Fatalf("error: expected a failure")
	}
	var body struct {
		Error struct {
			Message string  `json:"message"`
			Type    string  `json:"type"`
			Param   *string `json:"param"`
		} `json:"error"`
	}
	if values := trailer.Get("responsa-error-json"); len(values) > 0 {
		if err := json.Unmarshal([]byte(values[0]), &body); err != nil {
			log.Fatalf("error metadata: %v", err)
		}
	}
	fmt.Printf("error: %s %s %s\n", canonicalName(status.Code(err)), body.Error.Type, body.Error.Message)
}
