"""The sandbox's containers as stored objects (docs/sandbox.md): the Containers API
(`ContainersApi`), their rows and files (`ContainerRecords`), and calls run in them from any
replica (`ContainerCalls`)."""
