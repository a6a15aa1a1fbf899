"""`python -m tests.e2e.egress_service`: the service with a test resolver for tool URLs.

RESPONSA_TEST_HOSTS (JSON `{"name": ["address", ...]}`) answers those names without /etc/hosts
or the machine's resolver; everything else is the real `python -m responsa_server`.
"""

from __future__ import annotations

import json
import os

from responsa_server.__main__ import main
from responsa_server.egress import StaticResolver

if __name__ == "__main__":
    main(resolver=StaticResolver(json.loads(os.environ.get("RESPONSA_TEST_HOSTS") or "{}")))
