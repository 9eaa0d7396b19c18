"""Computer players. Each chooses among the rules' legal actions and submits through the same path
as a person (the session), so a bot can never break a rule."""
