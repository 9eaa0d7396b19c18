"""Write the table's sound effects into ``sprites/sounds/`` (run: ``python -m fort_desktop.tools.make_sounds``).

Synthesised from scratch with the standard library only (``wave``, ``math``, ``random`` with fixed
seeds, ``array``), so every run writes byte-identical files. Format: mono, 16-bit, 22050 Hz WAV, each
well under 60 KB (at most about 1.3 s).

Sounds: ``snap`` (a card slapped down), ``roll`` (dice rattling in a hand and on the table), ``hit``
(a water balloon popping with a splash), ``win`` (a short rising fanfare), ``click`` (a button).

The big moments' sounds (:data:`MOMENT_SOUNDS`, issue 15 item 2) are written beside them, so the
table plays each from its file (making one in a frame, a few tens of ms, would hitch the first time
that moment comes); the table's sound player still makes one with :func:`wav_bytes` on first use
when its file is missing: ``cheer`` (a level reached), ``treasure`` (the Macaroni), ``follow``, ``steal`` (a card taken
from a rival), ``boom`` (a siege hit), ``march`` (an Army's drums), ``defeat`` (falling notes),
``combo``, ``horn`` (the drawbridge), ``bell`` (the last round), ``race`` (a whistle), ``jerk`` (a
boing).
"""
from __future__ import annotations

import io
import math
import random
import sys
import wave
from array import array
from pathlib import Path

from fort_desktop.paths import assets_root

RATE = 22050
ROOT = assets_root()
OUT = ROOT / "sprites" / "sounds"
TAU = 2 * math.pi


def silence(seconds: float) -> list[float]:
    return [0.0] * int(RATE * seconds)


def mix(into: list[float], sound: list[float], at: float, gain: float = 1.0) -> None:
    """Add ``sound`` into ``into`` starting ``at`` seconds (clipped at the end)."""
    start = int(at * RATE)
    for i, v in enumerate(sound):
        j = start + i
        if j >= len(into):
            break
        into[j] += v * gain


def lowpass(samples: list[float], alpha: float) -> list[float]:
    """One-pole low-pass; ``alpha`` in (0, 1], smaller is darker."""
    out, y = [], 0.0
    for v in samples:
        y += alpha * (v - y)
        out.append(y)
    return out


def highpass(samples: list[float], alpha: float) -> list[float]:
    low = lowpass(samples, alpha)
    return [v - lo for v, lo in zip(samples, low)]


def noise_burst(rng: random.Random, seconds: float, decay: float) -> list[float]:
    n = int(RATE * seconds)
    return [rng.uniform(-1, 1) * math.exp(-i / RATE / decay) for i in range(n)]


def tone(freq: float, seconds: float, decay: float | None = None, attack: float = 0.004,
         harmonics=((1, 1.0),), sweep_to: float | None = None) -> list[float]:
    """A note with a short attack and exponential (``decay`` s) or held-then-released envelope."""
    n = int(RATE * seconds)
    out, phase = [], 0.0
    for i in range(n):
        t = i / RATE
        f = freq if sweep_to is None else freq * (sweep_to / freq) ** (t / seconds)
        phase += TAU * f / RATE
        v = sum(a * math.sin(phase * k) for k, a in harmonics)
        env = min(1.0, t / attack) if attack > 0 else 1.0
        if decay is not None:
            env *= math.exp(-t / decay)
        else:
            env *= min(1.0, (seconds - t) / 0.06)  # release in the last 60 ms
        out.append(v * env)
    return out


def normalise(samples: list[float], peak: float = 0.7) -> list[float]:
    top = max(1e-9, max(abs(v) for v in samples))
    return [v * peak / top for v in samples]


def fade_out(samples: list[float], seconds: float = 0.01) -> list[float]:
    n = min(len(samples), int(RATE * seconds))
    for i in range(n):
        samples[-1 - i] *= i / n
    return samples


# --------------------------------------------------------------------------------------------

def snap() -> list[float]:
    rng = random.Random(101)
    s = silence(0.12)
    mix(s, highpass(noise_burst(rng, 0.06, 0.008), 0.25), 0.0, 1.0)   # paper slap
    mix(s, tone(180, 0.08, decay=0.018, attack=0.001), 0.0, 0.6)        # table thump
    return fade_out(normalise(s, 0.75))


def click() -> list[float]:
    rng = random.Random(202)
    s = silence(0.04)
    mix(s, tone(1900, 0.03, decay=0.004, attack=0.0005), 0.0, 1.0)
    mix(s, highpass(noise_burst(rng, 0.01, 0.002), 0.4), 0.0, 0.4)
    return fade_out(normalise(s, 0.5))


def roll() -> list[float]:
    rng = random.Random(303)
    length = 0.85
    s = silence(length)
    t = 0.0
    while t < length - 0.06:
        # dice clacking: a short resonant knock at a random pitch, gaps growing as they settle
        f = rng.uniform(1800, 3600)
        mix(s, tone(f, 0.03, decay=0.005, attack=0.0005, harmonics=((1, 1.0), (2.7, 0.4))), t,
            rng.uniform(0.4, 1.0) * (1 - 0.6 * t / length))
        mix(s, highpass(noise_burst(rng, 0.02, 0.004), 0.3), t, 0.5)
        t += rng.uniform(0.02, 0.05) + 0.12 * (t / length) ** 2
    mix(s, lowpass(noise_burst(rng, length, 0.3), 0.05), 0.0, 0.6)   # rumble on the felt
    return fade_out(normalise(s, 0.7), 0.05)


def hit() -> list[float]:
    rng = random.Random(404)
    s = silence(0.55)
    mix(s, tone(520, 0.09, decay=0.03, attack=0.001, sweep_to=140), 0.0, 1.0)   # the pop
    splash = noise_burst(rng, 0.5, 0.14)
    splash = lowpass(highpass(splash, 0.08), 0.5)
    # watery burble: amplitude wobble on the splash
    splash = [v * (0.6 + 0.4 * math.sin(TAU * 23 * i / RATE + 2 * math.sin(TAU * 7 * i / RATE)))
              for i, v in enumerate(splash)]
    mix(s, splash, 0.015, 1.6)
    for k in range(5):  # droplets
        at = 0.12 + 0.07 * k + rng.uniform(0, 0.03)
        f = rng.uniform(900, 1500)
        mix(s, tone(f, 0.05, decay=0.012, attack=0.001, sweep_to=f * 1.6), at, 0.25)
    return fade_out(normalise(s, 0.75), 0.04)


def win() -> list[float]:
    brass = ((1, 1.0), (2, 0.5), (3, 0.3), (4, 0.15))
    notes = [(523.25, 0.0, 0.14), (659.25, 0.15, 0.14), (783.99, 0.30, 0.14), (1046.5, 0.45, 0.6)]
    s = silence(1.08)
    for f, at, dur in notes:
        mix(s, tone(f, dur, decay=None, attack=0.01, harmonics=brass), at, 1.0)
    # a chord under the last note
    for f in (523.25, 659.25, 783.99):
        mix(s, tone(f, 0.6, decay=None, attack=0.02, harmonics=brass), 0.45, 0.35)
    return fade_out(normalise(s, 0.6), 0.05)


SOUNDS = {"snap": snap, "roll": roll, "hit": hit, "win": win, "click": click}


# -- the big moments' sounds (made on first use, never written) ---------------------------------

BRASS = ((1, 1.0), (2, 0.5), (3, 0.3), (4, 0.15))
BELL = ((1, 1.0), (2.76, 0.45), (5.4, 0.25), (8.93, 0.12))


def notes(seq: list[tuple[float, float, float]], length: float, harmonics=BRASS, decay: float | None = None,
          peak: float = 0.6) -> list[float]:
    """``(frequency Hz, start s, seconds)`` notes mixed into ``length`` seconds."""
    s = silence(length)
    for f, at, dur in seq:
        mix(s, tone(f, dur, decay=decay, attack=0.008, harmonics=harmonics), at, 1.0)
    return fade_out(normalise(s, peak), 0.04)


def cheer() -> list[float]:
    return notes([(523.25, 0.0, 0.12), (659.25, 0.1, 0.12), (783.99, 0.2, 0.12), (1046.5, 0.3, 0.4),
                  (783.99, 0.3, 0.4), (659.25, 0.3, 0.4)], 0.75)


def treasure() -> list[float]:
    return notes([(1318.5, 0.0, 0.5), (1567.98, 0.09, 0.5), (2093.0, 0.18, 0.6), (2637.0, 0.3, 0.6)], 0.95,
                 harmonics=BELL, decay=0.22, peak=0.5)


def follow() -> list[float]:
    rng = random.Random(505)
    s = silence(0.5)
    whoosh = [v * math.sin(math.pi * i / (RATE * 0.25)) for i, v in enumerate(noise_burst(rng, 0.25, 1.0))]
    mix(s, lowpass(whoosh, 0.2), 0.0, 0.8)
    mix(s, tone(880, 0.3, decay=0.1, harmonics=BELL), 0.18, 0.7)
    return fade_out(normalise(s, 0.55), 0.03)


def steal() -> list[float]:
    return notes([(392.0, 0.0, 0.12), (369.99, 0.13, 0.12), (587.33, 0.28, 0.3)], 0.62,
                 harmonics=((1, 1.0), (3, 0.3)), peak=0.55)


def boom() -> list[float]:
    rng = random.Random(606)
    s = silence(0.75)
    mix(s, tone(110, 0.6, decay=0.16, attack=0.002, sweep_to=45), 0.0, 1.0)
    mix(s, lowpass(noise_burst(rng, 0.6, 0.12), 0.12), 0.0, 1.4)
    mix(s, highpass(noise_burst(rng, 0.08, 0.02), 0.3), 0.0, 0.5)
    return fade_out(normalise(s, 0.8), 0.05)


def march() -> list[float]:
    rng = random.Random(707)
    s = silence(0.85)
    for k, at in enumerate((0.0, 0.2, 0.4, 0.5, 0.6)):
        mix(s, tone(150 if k % 2 else 120, 0.12, decay=0.04, attack=0.001), at, 0.9)
        mix(s, lowpass(noise_burst(rng, 0.1, 0.03), 0.3), at, 0.7)
    return fade_out(normalise(s, 0.7), 0.04)


def defeat() -> list[float]:
    return notes([(392.0, 0.0, 0.22), (369.99, 0.22, 0.22), (349.23, 0.44, 0.22), (329.63, 0.66, 0.4)], 1.1,
                 peak=0.55)


def combo() -> list[float]:
    s = notes([(987.77, 0.0, 0.1), (1318.5, 0.1, 0.35)], 0.6, harmonics=BELL, decay=0.18, peak=0.5)
    return s


def horn() -> list[float]:
    s = silence(0.85)
    for f in (196.0, 293.66):
        n = int(RATE * 0.8)
        phase = 0.0
        out = []
        for i in range(n):
            t = i / RATE
            phase += TAU * f * (1 + 0.006 * math.sin(TAU * 5.5 * t)) / RATE
            env = min(1.0, t / 0.08) * min(1.0, (0.8 - t) / 0.15)
            out.append(env * sum(a * math.sin(phase * k) for k, a in BRASS))
        mix(s, out, 0.0, 1.0)
    return fade_out(normalise(s, 0.6), 0.04)


def bell() -> list[float]:
    s = silence(1.2)
    mix(s, tone(523.25, 1.15, decay=0.35, attack=0.002, harmonics=BELL), 0.0, 1.0)
    mix(s, tone(523.25, 0.8, decay=0.3, attack=0.002, harmonics=BELL), 0.35, 0.6)
    return fade_out(normalise(s, 0.6), 0.05)


def race() -> list[float]:
    s = silence(0.6)
    mix(s, tone(1800, 0.18, decay=None, attack=0.01, sweep_to=2600), 0.0, 1.0)
    n = int(RATE * 0.35)
    trill = [math.sin(TAU * 2600 * i / RATE) * (0.6 + 0.4 * math.sin(TAU * 28 * i / RATE)) * min(1.0, (n - i) / (RATE * 0.05))
             for i in range(n)]
    mix(s, trill, 0.2, 0.8)
    return fade_out(normalise(s, 0.45), 0.03)


def jerk() -> list[float]:
    n = int(RATE * 0.6)
    out, phase = [], 0.0
    for i in range(n):
        t = i / RATE
        f = 500 * (120 / 500) ** (t / 0.6) * (1 + 0.25 * math.sin(TAU * 11 * t))
        phase += TAU * f / RATE
        out.append(math.sin(phase) * math.exp(-t / 0.25) * min(1.0, t / 0.005))
    return fade_out(normalise(out, 0.6), 0.03)


MOMENT_SOUNDS = {"cheer": cheer, "treasure": treasure, "follow": follow, "steal": steal, "boom": boom,
                 "march": march, "defeat": defeat, "combo": combo, "horn": horn, "bell": bell, "race": race,
                 "jerk": jerk}


def wav_bytes(name: str) -> bytes:
    """The moment sound ``name`` (:data:`MOMENT_SOUNDS`) as the bytes of a WAV file (mono, 16-bit,
    :data:`RATE` Hz). KeyError for an unknown name."""
    buffer = io.BytesIO()
    write_wav(buffer, MOMENT_SOUNDS[name]())
    return buffer.getvalue()


def write_wav(path: Path | io.BytesIO, samples: list[float]) -> None:
    """Mono 16-bit ``RATE`` Hz WAV, to a file or a buffer."""
    data = array("h", (max(-32767, min(32767, int(round(v * 32767)))) for v in samples))
    if sys.byteorder == "big":
        data.byteswap()
    with wave.open(path if isinstance(path, io.BytesIO) else str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(data.tobytes())


def main(argv: list[str] | None = None) -> int:
    """Write every sound (the effects and the big moments') into ``sprites/sounds/`` and print
    name and size. Returns 0."""
    OUT.mkdir(parents=True, exist_ok=True)
    for name, make in {**SOUNDS, **MOMENT_SOUNDS}.items():
        path = OUT / f"{name}.wav"
        write_wav(path, make())
        print(f"{path.relative_to(ROOT)}: {path.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
