-- spec 1 §4 "Block status": what a -1 block owes is money, kept in integer minor units like every balance.
ALTER TABLE "users" ALTER COLUMN "block_amount" SET DATA TYPE bigint USING round("block_amount" * 100)::bigint;
