"""The images upstream behind the built-in `image_generation` tool (see `client.py`)."""

from responsa_server.tools.images.client import (
    GeneratedImage,
    ImageFailure,
    ImagesUpstream,
    PartialImage,
    images_egress,
)

__all__ = ["GeneratedImage", "ImageFailure", "ImagesUpstream", "PartialImage", "images_egress"]
