"""The matplotlib backend of the sandbox's cells (MPLBACKEND=module://responsa_show): Agg, whose
`plt.show()` saves each open figure as a PNG under /mnt/data/.shown/ and closes it; figures
still open when the cell ends are shown then, as a notebook shows a cell's figures. After the
cell the service takes those PNGs out of the container and answers them as the call's `image`
outputs, as OpenAI's code interpreter shows a chart that the code displays (docs/sandbox.md)."""

import atexit
import os

from matplotlib import pyplot
from matplotlib.backends.backend_agg import FigureCanvasAgg, FigureManagerBase

SHOWN = "/mnt/data/.shown"
FigureCanvas = FigureCanvasAgg
FigureManager = FigureManagerBase


def show(*args: object, **kwargs: object) -> None:
    """Save every open figure (numbered after those already shown), then close them."""
    os.makedirs(SHOWN, exist_ok=True)
    count = len(os.listdir(SHOWN))
    for number in pyplot.get_fignums():
        figure = pyplot.figure(number)
        figure.savefig(os.path.join(SHOWN, f"{count:04d}.png"), format="png")
        count += 1
    pyplot.close("all")


atexit.register(show)
