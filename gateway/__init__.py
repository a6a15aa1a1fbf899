"""The single-machine runner (`responsa serve`): Envoy in front of N service processes, and the
bundled local model when no upstream is configured.

One module per concern: `processes` (child processes), `probes` (readiness checks),
`envoy_config` (rendering envoy.yaml), `envoy` (the Envoy process and its admin interface),
`bundled_model` (the local model's process), `workers` (the service processes), `supervisor`
(restarting a worker that dies), `runner` (the foreground command).
"""
