# ruff: noqa: E501  (data: one document per line reads better than wrapped strings)
"""A fixed retrieval corpus: 30 short documents and 20 questions, each answered by one document.

Questions paraphrase their answers (few shared words) in places and share rare words in
others, so vector-only and keyword-only search each miss some and hybrid ranking is tested.
"""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "lighthouse.txt": "The keeper of the northern lighthouse climbs 212 steps each evening to light the lamp.",
    "sourdough.txt": "A sourdough starter needs to be fed with equal weights of flour and water every day.",
    "volcano.txt": "Mount Etna in Sicily is one of the most active volcanoes in the world, erupting frequently.",
    "bees.txt": "Honeybees communicate the location of flowers to their hive mates by performing a waggle dance.",
    "tides.txt": "Ocean tides are caused mainly by the gravitational pull of the Moon on the Earth's water.",
    "chess.txt": "In chess, castling moves the king two squares toward a rook, which jumps over the king.",
    "coffee.txt": "Espresso is brewed by forcing hot water through finely ground coffee at about nine bars of pressure.",
    "penguins.txt": "Emperor penguins huddle together in large groups to survive the Antarctic winter cold.",
    "bicycle.txt": "To fix a flat bicycle tyre, remove the inner tube, find the puncture and apply a patch.",
    "passwords.txt": "Our security policy requires passwords of at least fourteen characters, rotated yearly.",
    "refunds.txt": "Customers may return unused items within thirty days of delivery for a full refund.",
    "vacation.txt": "Employees accrue twenty-five days of paid annual leave, prorated in the first year.",
    "parking.txt": "Staff parking permits are issued by the facilities desk on the ground floor.",
    "photosynthesis.txt": "Plants convert sunlight, carbon dioxide and water into glucose and oxygen through photosynthesis.",
    "everest.txt": "Mount Everest, at 8,849 metres, is the highest mountain above sea level.",
    "python.txt": "Python list comprehensions build a new list by applying an expression to each item of an iterable.",
    "jupiter.txt": "Jupiter is the largest planet in the solar system and has a giant storm called the Great Red Spot.",
    "vaccines.txt": "Vaccines train the immune system to recognise a pathogen without causing the disease.",
    "marathon.txt": "A marathon is a long-distance running race of 42.195 kilometres.",
    "origami.txt": "Origami is the Japanese art of folding a single sheet of paper into shapes such as cranes.",
    "printer.txt": "If the office printer shows error E-17, open the rear tray and remove the jammed paper.",
    "wifi.txt": "Guests can join the visitor wireless network using the code printed on their badge.",
    "compost.txt": "Compost piles need a balance of green kitchen scraps and brown material like dry leaves.",
    "sleep.txt": "Adults generally need between seven and nine hours of sleep per night to stay healthy.",
    "glaciers.txt": "Glaciers carve U-shaped valleys as they slowly move downhill under their own weight.",
    "invoices.txt": "Supplier invoices must be approved by a budget holder before accounts payable can pay them.",
    "telescope.txt": "A refracting telescope gathers light with a lens, while a reflecting telescope uses a mirror.",
    "tea.txt": "Green tea should be steeped in water below boiling, around eighty degrees, for two minutes.",
    "earthquakes.txt": "Earthquakes are measured with seismometers, and their magnitude is reported on the moment magnitude scale.",
    "backup.txt": "Laptops are backed up automatically to the company cloud every night at two in the morning.",
}

QUESTIONS: list[tuple[str, str]] = [
    ("How many stairs does the lighthouse keeper climb?", "lighthouse.txt"),
    ("What should I give my bread starter each day?", "sourdough.txt"),
    ("Which Italian volcano erupts very often?", "volcano.txt"),
    ("How do bees tell each other where food is?", "bees.txt"),
    ("What makes the sea rise and fall?", "tides.txt"),
    ("How does castling work?", "chess.txt"),
    ("How much pressure is used to make espresso?", "coffee.txt"),
    ("How do emperor penguins stay warm in winter?", "penguins.txt"),
    ("How do I repair a punctured bike tire?", "bicycle.txt"),
    ("How long must my password be?", "passwords.txt"),
    ("Can I send back something I bought, and until when?", "refunds.txt"),
    ("How many holiday days do employees get?", "vacation.txt"),
    ("Where do I get a permit to park my car at work?", "parking.txt"),
    ("What is the tallest mountain on Earth?", "everest.txt"),
    ("What is the biggest planet?", "jupiter.txt"),
    ("The printer says E-17, what do I do?", "printer.txt"),
    ("What is the password for the guest wifi?", "wifi.txt"),
    ("Who has to sign off a supplier invoice before it is paid?", "invoices.txt"),
    ("At what temperature should green tea be brewed?", "tea.txt"),
    ("When are laptop backups taken?", "backup.txt"),
]
