"""Egress: every outbound connection made on a request's behalf (MCP servers now; file URLs and
web search later) goes through one `EgressPolicy`.

    policy = EgressPolicy.from_settings(settings)
    async with egress_client(policy, headers=..., timeout=...) as http:   # an httpx2 client
        ...

The client resolves each host once, checks every address it resolved to, and connects to the
checked address (TLS SNI and the Host header keep the name), so a DNS answer that changes
between the check and the connect cannot reach anything the check refused.
"""

from responsa_server.egress.client import EgressBackend, egress_client
from responsa_server.egress.policy import AllowRule, EgressDenied, EgressPolicy, parse_allow_list
from responsa_server.egress.resolver import Resolver, StaticResolver, SystemResolver

__all__ = [
    "AllowRule",
    "EgressBackend",
    "EgressDenied",
    "EgressPolicy",
    "Resolver",
    "StaticResolver",
    "SystemResolver",
    "egress_client",
    "parse_allow_list",
]
