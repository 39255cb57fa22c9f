#!/usr/bin/env python3
"""Train ttgo's policy network on the records `ttgo net-data` writes, and export it.

How to read this script:
- Records (see src/tools/net_data.rs): the 0/1 input planes bit-packed, one byte a point
  of the move model's log chance in eighths, the point played. `Records` maps the files
  and turns random batches into tensors, each batch under one of the board's eight
  symmetries.
- `PolicyNet` is a small residual network: a 5x5 convolution, residual blocks of two
  3x3 convolutions with batch normalisation, a 1x1 head giving one logit a point. The
  move model's log chance (the last input plane) is added to the logits with a learned
  weight that starts at 1, so training starts from the move model's predictions. Points
  that are no candidate are masked out of the softmax.
- Training runs in chunks (`--steps` each) and resumes from `--checkpoint`: the weights,
  the optimiser and the random state, so that a run split into chunks is the same run.
- `--export` folds the batch normalisation into the convolutions and writes the binary
  weights file the engine reads (src/knowledge/policy_net.rs): `TTGONET1`, then four
  little-endian u32 (input planes, channels, residual blocks, input kernel size), then
  little-endian f32: the input convolution's weights [out][in][k][k] and biases, each
  block's two convolutions likewise, the head's weights [channels] and bias, the weight
  of the log-chance plane.
- `--probe FILE` prints the exported network's five favourite points (index row*19+col,
  and their chances) for every record of FILE, for the engine's tests to compare with.

Needs Python 3 with numpy and torch (CPU is enough); nothing in the engine's build or
tests needs this script.
"""
import argparse
import json
import os
import struct
import time

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

SIZE = 19
AREA = SIZE * SIZE
BINARY_PLANES = 18
PLANES = BINARY_PLANES + 1
LEGAL_PLANE = 9
LN_SCALE = 8.0
LN_STEPS_PER_UNIT = 8.0
HEADER = 16


class Records:
    """The records of `ttgo net-data` files, mapped from disk."""

    def __init__(self, paths):
        self.parts = []
        for path in paths:
            with open(path, "rb") as f:
                head = f.read(HEADER)
            if head[:8] != b"TTGONETD":
                raise SystemExit(f"{path}: not a ttgo net-data file")
            size, rec_len = struct.unpack("<II", head[8:16])
            if size != SIZE:
                raise SystemExit(f"{path}: board size {size}, expected {SIZE}")
            data = np.memmap(path, dtype=np.uint8, mode="r", offset=HEADER)
            self.parts.append(data.reshape(-1, rec_len))
        self.rec_len = self.parts[0].shape[1]
        self.packed = (BINARY_PLANES * AREA + 7) // 8
        self.sizes = np.array([len(p) for p in self.parts])
        self.starts = np.concatenate([[0], np.cumsum(self.sizes)])
        self.total = int(self.starts[-1])

    def rows(self, idx):
        idx = np.sort(np.asarray(idx))
        part = np.searchsorted(self.starts, idx, side="right") - 1
        return np.concatenate(
            [self.parts[p][idx[part == p] - self.starts[p]] for p in np.unique(part)]
        )

    def tensors(self, rows):
        """Input planes (B, PLANES, 19, 19) and the points played (B,)."""
        bits = np.unpackbits(rows[:, : self.packed], axis=1)[:, : BINARY_PLANES * AREA]
        binary = bits.reshape(-1, BINARY_PLANES, SIZE, SIZE).astype(np.float32)
        steps = rows[:, self.packed : self.packed + AREA].astype(np.float32)
        ln = (-steps / LN_STEPS_PER_UNIT / LN_SCALE).reshape(-1, 1, SIZE, SIZE)
        moves = rows[:, -2].astype(np.int64) | (rows[:, -1].astype(np.int64) << 8)
        x = torch.from_numpy(np.concatenate([binary, ln], axis=1))
        return x, torch.from_numpy(moves)


def symmetry(x, moves, k):
    """Turn the batch and its targets by symmetry k (0..7) of the square."""
    if k == 0:
        return x, moves
    target = torch.zeros(len(moves), 1, AREA)
    target[torch.arange(len(moves)), 0, moves] = 1.0
    target = target.view(-1, 1, SIZE, SIZE)

    def turn(t):
        if k & 4:
            t = t.transpose(2, 3)
        return torch.rot90(t, k & 3, dims=(2, 3))

    return turn(x).contiguous(), turn(target).reshape(len(moves), AREA).argmax(1)


class Block(nn.Module):
    def __init__(self, ch):
        super().__init__()
        self.c1 = nn.Conv2d(ch, ch, 3, padding=1, bias=False)
        self.b1 = nn.BatchNorm2d(ch)
        self.c2 = nn.Conv2d(ch, ch, 3, padding=1, bias=False)
        self.b2 = nn.BatchNorm2d(ch)

    def forward(self, x):
        y = F.relu(self.b1(self.c1(x)))
        return F.relu(x + self.b2(self.c2(y)))


class PolicyNet(nn.Module):
    def __init__(self, channels, blocks, kernel=5):
        super().__init__()
        self.kernel = kernel
        self.inp = nn.Conv2d(PLANES, channels, kernel, padding=kernel // 2, bias=False)
        self.b0 = nn.BatchNorm2d(channels)
        self.blocks = nn.ModuleList([Block(channels) for _ in range(blocks)])
        self.head = nn.Conv2d(channels, 1, 1)
        self.ln_weight = nn.Parameter(torch.tensor(LN_SCALE))

    def forward(self, x):
        h = F.relu(self.b0(self.inp(x)))
        for b in self.blocks:
            h = b(h)
        logits = self.head(h).flatten(1) + self.ln_weight * x[:, PLANES - 1].flatten(1)
        return logits.masked_fill(x[:, LEGAL_PLANE].flatten(1) == 0, -1e9)


def fold(conv, bn):
    """The weights and biases of conv followed by bn (in evaluation mode)."""
    scale = bn.weight / torch.sqrt(bn.running_var + bn.eps)
    w = conv.weight * scale.view(-1, 1, 1, 1)
    b = bn.bias - bn.running_mean * scale
    return w.detach(), b.detach()


def export(net, path):
    net.eval()
    blocks = len(net.blocks)
    channels = net.inp.out_channels
    parts = [fold(net.inp, net.b0)]
    for b in net.blocks:
        parts += [fold(b.c1, b.b1), fold(b.c2, b.b2)]
    with open(path, "wb") as f:
        f.write(b"TTGONET1")
        f.write(struct.pack("<4I", PLANES, channels, blocks, net.kernel))
        for w, b in parts:
            f.write(w.numpy().astype("<f4").tobytes())
            f.write(b.numpy().astype("<f4").tobytes())
        f.write(net.head.weight.detach().numpy().astype("<f4").reshape(-1).tobytes())
        f.write(net.head.bias.detach().numpy().astype("<f4").tobytes())
        f.write(np.array([net.ln_weight.item()], dtype="<f4").tobytes())


def load_exported(path):
    """A plain function computing logits from an exported file (no batch norm)."""
    raw = open(path, "rb").read()
    assert raw[:8] == b"TTGONET1"
    planes, ch, blocks, k = struct.unpack("<4I", raw[8:24])
    vals = np.frombuffer(raw[24:], dtype="<f4")
    pos = 0

    def take(n, shape):
        nonlocal pos
        t = torch.from_numpy(vals[pos : pos + n].copy()).reshape(shape)
        pos += n
        return t

    convs = [(take(ch * planes * k * k, (ch, planes, k, k)), take(ch, (ch,)))]
    for _ in range(2 * blocks):
        convs.append((take(ch * ch * 9, (ch, ch, 3, 3)), take(ch, (ch,))))
    head_w, head_b, ln_w = take(ch, (1, ch, 1, 1)), take(1, (1,)), take(1, ())
    assert pos == len(vals), "trailing values"

    def forward(x):
        h = F.relu(F.conv2d(x, convs[0][0], convs[0][1], padding=k // 2))
        for i in range(blocks):
            (w1, b1), (w2, b2) = convs[1 + 2 * i], convs[2 + 2 * i]
            y = F.relu(F.conv2d(h, w1, b1, padding=1))
            h = F.relu(h + F.conv2d(y, w2, b2, padding=1))
        logits = F.conv2d(h, head_w, head_b).flatten(1) + ln_w * x[:, PLANES - 1].flatten(1)
        return logits.masked_fill(x[:, LEGAL_PLANE].flatten(1) == 0, -1e9)

    return forward


def accuracy(forward, records, limit, batch=512, bf16=False):
    n = min(limit, records.total)
    top1 = top5 = 0
    loss = 0.0
    with torch.no_grad(), torch.autocast("cpu", dtype=torch.bfloat16, enabled=bf16):
        for s in range(0, n, batch):
            x, m = records.tensors(records.rows(np.arange(s, min(n, s + batch))))
            logits = forward(x).float()
            loss += F.cross_entropy(logits, m, reduction="sum").item()
            best = logits.topk(5, dim=1).indices
            top1 += (best[:, 0] == m).sum().item()
            top5 += (best == m[:, None]).any(1).sum().item()
    return top1 / n, top5 / n, loss / n


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--data", nargs="+", help="training record files")
    ap.add_argument("--test", help="held-out record file for the curve")
    ap.add_argument("--test-positions", type=int, default=10000)
    ap.add_argument("--channels", type=int, default=64)
    ap.add_argument("--blocks", type=int, default=4)
    ap.add_argument("--batch", type=int, default=256)
    ap.add_argument("--lr", type=float, default=1e-3)
    ap.add_argument("--steps", type=int, default=1000, help="steps in this chunk")
    ap.add_argument("--report", type=int, default=500, help="steps between reports")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--bf16", type=int, default=1,
                    help="1: convolutions in bfloat16 while training (about 3x faster on "
                    "CPUs with AVX-512 BF16), 0: float32")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--checkpoint", default="policy.ckpt")
    ap.add_argument("--log", default="policy-curve.jsonl")
    ap.add_argument("--export", help="write the engine's weights file here")
    ap.add_argument("--probe", help="print the exported network's favourites on these records")
    args = ap.parse_args()
    torch.set_num_threads(args.threads)
    # Denormal floats make CPU convolutions many times slower.
    torch.set_flush_denormal(True)

    if args.probe:
        forward = load_exported(args.export)
        recs = Records([args.probe])
        x, m = recs.tensors(recs.rows(np.arange(recs.total)))
        with torch.no_grad():
            p = F.softmax(forward(x), dim=1)
        for i in range(len(m)):
            top = p[i].topk(5)
            print(i, [(int(j), round(float(v), 6)) for v, j in zip(top.values, top.indices)])
        return

    torch.manual_seed(args.seed)
    net = PolicyNet(args.channels, args.blocks)
    opt = torch.optim.AdamW(net.parameters(), lr=args.lr, weight_decay=1e-4)
    step = 0
    rng = np.random.default_rng(args.seed)
    if os.path.exists(args.checkpoint):
        ck = torch.load(args.checkpoint, weights_only=False)
        net.load_state_dict(ck["net"])
        opt.load_state_dict(ck["opt"])
        step = ck["step"]
        rng.bit_generator.state = ck["rng"]
        torch.set_rng_state(ck["torch_rng"])
        print(f"resumed at step {step}")
    for g in opt.param_groups:
        g["lr"] = args.lr

    if args.data:
        train = Records(args.data)
        test = Records([args.test]) if args.test else None
        print(f"{train.total} training positions; net {args.channels}x{args.blocks}")
        t0 = time.time()
        seen_loss, seen = 0.0, 0
        for _ in range(args.steps):
            net.train()
            x, m = train.tensors(train.rows(rng.integers(0, train.total, args.batch)))
            x, m = symmetry(x, m, int(rng.integers(0, 8)))
            with torch.autocast("cpu", dtype=torch.bfloat16, enabled=bool(args.bf16)):
                logits = net(x)
            loss = F.cross_entropy(logits.float(), m)
            opt.zero_grad()
            loss.backward()
            opt.step()
            step += 1
            seen_loss += loss.item()
            seen += 1
            if step % args.report == 0:
                row = {"step": step, "positions": step * args.batch, "lr": args.lr,
                       "train_loss": seen_loss / seen, "seconds": time.time() - t0}
                if test:
                    net.eval()
                    t1, t5, tl = accuracy(net, test, args.test_positions, bf16=bool(args.bf16))
                    row.update(test_top1=t1, test_top5=t5, test_loss=tl)
                print(json.dumps(row), flush=True)
                with open(args.log, "a") as f:
                    f.write(json.dumps(row) + "\n")
                seen_loss, seen = 0.0, 0
                torch.save({"net": net.state_dict(), "opt": opt.state_dict(), "step": step,
                            "rng": rng.bit_generator.state,
                            "torch_rng": torch.get_rng_state()}, args.checkpoint)
        torch.save({"net": net.state_dict(), "opt": opt.state_dict(), "step": step,
                    "rng": rng.bit_generator.state, "torch_rng": torch.get_rng_state()},
                   args.checkpoint)
    if args.export:
        export(net, args.export)
        print(f"wrote {args.export}")


if __name__ == "__main__":
    main()
