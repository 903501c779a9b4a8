-- "Como prefere ser tratado(a)?" (issue #27): feminino, masculino or neutro; null reads neutral.
ALTER TABLE "users" ADD COLUMN "address_form" text;
