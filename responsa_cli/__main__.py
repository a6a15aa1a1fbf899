"""`python -m responsa_cli`, the same as the `responsa` command."""

import sys

from responsa_cli.commands import main

sys.exit(main())
