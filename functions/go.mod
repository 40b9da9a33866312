module pitchperfect/functions

go 1.26

require github.com/aws/aws-lambda-go v1.55.1

require github.com/stretchr/testify v1.12.1 // indirect
