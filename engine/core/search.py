"""Information-set Monte Carlo tree search over any game's compiled rules (single-observer ISMCTS,
Cowling, Powley & Whitehouse 2012), inlined into each game's cached binding (engine.<game>.search).

Every iteration starts from the searcher's state, resamples what the searcher cannot see
(`determinize`: the unseen cards and the future dice), and walks one tree whose nodes are the searcher's
information sets reached by sequences of decisions. The tree is open-loop over chance: dice and
hidden cards differ per iteration, so a child is selected among the actions legal in *this*
determinization, by UCB1 with availability counts (a child's exploration term uses how often it was
available, not the parent's visits). Decisions with one legal action make no node.

Each node stores, for the player who chose the action leading to it, the sum of that player's
returns; every player maximises its own (multi-player returns, paranoid-free; zero-sum for two).
Playouts follow the game's `policy(t, buf, rng, mask)`: uniformly random, or the rulebook bot for
the players whose bit is in `playout_mask` (Cuba Libre's chapter 8 Non-players), or, for a player p with bit
GREEDY + p, the game's greedy policy where it has one (SearchKernels.greedy_policy); they stop at the end
of the game or at a horizon of `progress` units (cards, for both games) beyond the root, where
`evaluate` scores the position for every player in [0, 1] (engine.<game>.search says how).
Opponent modelling: players in `model_mask` are not searched; in the tree too they answer by the
policy (against known rulebook bots, the search then spends its iterations on its own choices).

Whole-turn candidates: `seed_path` puts a candidate turn (its decisions from the root) into the tree
before the search and *closes* the nodes where it chooses: a closed node grows no child beyond the
seeded ones, so the search chooses among the candidate turns, and only expands freely after a turn's
last seeded decision, or where no seeded child is legal in a determinization (dice went otherwise).

Tree arrays (allocated by the caller, kept between calls so a search can run in slices):
  nodes[i] = (parent, first_child, next_sibling, action, mover, visits, available, closed)
  values[i, p] = sum of player p's returns over the iterations through node i
Node 0 is the root. `meta` = (nodes used, iterations done, decisions applied in tree and playouts).
"""
import numpy as np

from engine.core.frames import top
from engine.core.jit import njit
from engine.core.rng import randbelow

PARENT, FIRST, SIBLING, ACTION, MOVER, VISITS, AVAIL, CLOSED = 0, 1, 2, 3, 4, 5, 6, 7
N_NODE_FIELDS = 8
META_NODES, META_ITERS, META_DECISIONS = 0, 1, 2
N_META = 3
GREEDY = 16  # playout_mask bit GREEDY + p: player p plays out by the game's greedy policy (bit p: its rulebook bot)


@njit(inline="always")
def new_node(nodes, values, meta, parent, action, mover):
    i = meta[META_NODES]
    meta[META_NODES] = i + 1
    nodes[i, PARENT] = parent
    nodes[i, FIRST] = -1
    nodes[i, SIBLING] = nodes[parent, FIRST] if parent >= 0 else -1
    nodes[i, ACTION] = action
    nodes[i, MOVER] = mover
    nodes[i, VISITS] = 0
    nodes[i, AVAIL] = 0
    nodes[i, CLOSED] = 0
    values[i, :] = 0.0
    if parent >= 0:
        nodes[parent, FIRST] = i
    return i


@njit(cache=True)
def reset_tree(nodes, values, meta):
    meta[:] = 0
    new_node(nodes, values, meta, -1, -1, -1)


@njit(inline="always")
def random_action(t, buf, rng, collect):
    """A uniformly random legal action (the playout policy of players without a rulebook bot)."""
    n = collect(t, buf, False)
    return buf[randbelow(rng, 0, n)]


@njit(inline="always")
def playout(t, rng, buf, horizon, policy, playout_mask, apply_action, is_over, progress, max_decisions):
    """Policy decisions until the game ends, `horizon` progress units pass (0: no limit), or
    max_decisions (a guard). Returns the decisions made."""
    end = progress(t) + horizon
    n_dec = 0
    while not is_over(t) and n_dec < max_decisions and (horizon == 0 or progress(t) < end):
        apply_action(t, policy(t, buf, rng, playout_mask))
        n_dec += 1
    return n_dec


@njit(inline="always")
def iterate(root, searcher, nodes, values, meta, rng, n_iters, c_explore, horizon, playout_mask, model_mask,
            n_players, collect, policy, apply_action, is_over, determinize, evaluate, progress, n_actions,
            max_decisions):
    """Run n_iters iterations (fewer if the tree is full: then it keeps sampling without growing)."""
    t = np.empty_like(root)
    buf = np.empty(n_actions, dtype=np.int32)
    legal_at = np.full(n_actions, -1, dtype=np.int64)  # iteration stamp: action legal in this node
    child_at = np.full(n_actions, -1, dtype=np.int64)  # iteration stamp: action has a child here
    path = np.empty(nodes.shape[0] + 1, dtype=np.int64)  # a path visits distinct nodes
    ret = np.empty(n_players)
    cap = nodes.shape[0]
    stamp = 0
    for _ in range(n_iters):
        t[:] = root
        determinize(t, searcher, rng)
        node = 0
        depth = 0
        path[0] = 0
        expanded = False
        steps = 0
        while not is_over(t) and not expanded and steps < max_decisions:
            steps += 1
            n = collect(t, buf, False)
            if n == 1:  # forced: no choice, no node
                apply_action(t, buf[0])
                continue
            mover = top(t, 1)
            if (model_mask >> mover) & 1 and mover != searcher:  # a modelled opponent: no node
                apply_action(t, policy(t, buf, rng, model_mask))
                continue
            stamp += 1
            for k in range(n):
                legal_at[buf[k]] = stamp
            # 1. the children legal here: count availability, pick the best by UCB1
            best, best_score = -1, -1.0
            c = nodes[node, FIRST]
            while c >= 0:
                a = nodes[c, ACTION]
                if legal_at[a] == stamp:
                    child_at[a] = stamp
                    nodes[c, AVAIL] += 1
                    v = nodes[c, VISITS]
                    if v == 0:
                        score = np.inf
                    else:
                        score = values[c, mover] / v + c_explore * np.sqrt(np.log(nodes[c, AVAIL]) / v)
                    if score > best_score:
                        best, best_score = c, score
                c = nodes[c, SIBLING]
            # 2. an untried legal action is expanded first (chosen at random), while the tree has room
            untried = 0
            for k in range(n):
                if child_at[buf[k]] != stamp:
                    untried += 1
            if untried > 0 and meta[META_NODES] < cap and not (nodes[node, CLOSED] and best >= 0):
                pick = randbelow(rng, 0, untried)
                for k in range(n):
                    if child_at[buf[k]] != stamp:
                        if pick == 0:
                            best = new_node(nodes, values, meta, node, buf[k], mover)
                            nodes[best, AVAIL] = 1
                            expanded = True
                            break
                        pick -= 1
            if best < 0:  # tree full and nothing tried here: finish by playout
                break
            apply_action(t, nodes[best, ACTION])
            node = best
            depth += 1
            path[depth] = node
        meta[META_DECISIONS] += steps + playout(t, rng, buf, horizon, policy, playout_mask, apply_action, is_over,
                                                progress, max_decisions)
        evaluate(t, ret)
        for d in range(depth + 1):
            i = path[d]
            nodes[i, VISITS] += 1
            for p in range(n_players):
                values[i, p] += ret[p]
        meta[META_ITERS] += 1


@njit(inline="always")
def child_with(nodes, node, a):
    c = nodes[node, FIRST]
    while c >= 0 and nodes[c, ACTION] != a:
        c = nodes[c, SIBLING]
    return c


@njit(inline="always")
def seed_path(root, nodes, values, meta, path, n_path, collect, apply_action, n_actions):
    """Put the candidate turn path[:n_path] (decisions from the root, forced ones included) into the
    tree, closing each node where it chooses. Returns the node after its last choice, or -1 if an
    action is not legal on the way or the tree is full."""
    t = root.copy()
    buf = np.empty(n_actions, dtype=np.int32)
    node = 0
    for k in range(n_path):
        a = path[k]
        n = collect(t, buf, False)
        legal = False
        for j in range(n):
            legal = legal or buf[j] == a
        if not legal:
            return -1
        if n > 1:
            c = child_with(nodes, node, a)
            if c < 0:
                if meta[META_NODES] >= nodes.shape[0]:
                    return -1
                c = new_node(nodes, values, meta, node, a, top(t, 1))
            nodes[node, CLOSED] = 1
            node = c
        apply_action(t, a)
    return node


@njit(cache=True)
def best_root_action(nodes):
    """The most visited child of the root (ties: the latest expanded); -1 if none."""
    best, visits = -1, -1
    c = nodes[0, FIRST]
    while c >= 0:
        if nodes[c, VISITS] > visits:
            best, visits = nodes[c, ACTION], nodes[c, VISITS]
        c = nodes[c, SIBLING]
    return best
