"""The solitaire's AI player (shared/spec/twilight_solo.md part B, our design; part C the per-card appendix),
compiled: one module per part-B section, policy.np_action the entry."""
