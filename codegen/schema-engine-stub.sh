#!/bin/sh
echo "The native Prisma schema engine is not used in Lepke: run npm run db:migrate" >&2
exit 1
