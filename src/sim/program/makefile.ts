/**
 * A Makefile beside the generated program (`npm run trace -- --program OUT.c --makefile`): `make` builds it as its
 * header says, `make run-b` and `make run-a HOST_B=...` run each side with the optional DEVICE and GID_INDEX.
 */
export function programMakefile(fileName: string, gpu = false): string {
  const prog = fileName.replace(/\.c$/, '');
  return `# Builds and runs ${fileName}, the verbs program of one scenario (npm run trace -- --program ${fileName} --makefile).
# On Debian or Ubuntu: sudo apt install gcc make libibverbs-dev
#   make                                    build it
#   make run-b [DEVICE=rxe0 [GID_INDEX=1]]  on host B, first
#   make run-a HOST_B=192.0.2.2 [DEVICE=rxe0 [GID_INDEX=1]]  then on host A
# Each side exits 0 when what it saw is what the trace shows; a line with MISMATCH says what differed.
CC ?= gcc
CFLAGS ?= -std=gnu17 -Wall -Wextra -Werror -O2
PROG = ${prog}

$(PROG): $(PROG).c
\t$(CC) $(CFLAGS) -o $@ $< -libverbs${gpu ? ' -ldl' : ''}

run-b: $(PROG)
\t./$(PROG) b $(DEVICE) $(GID_INDEX)

run-a: $(PROG)
\t@test -n "$(HOST_B)" || { echo "give HOST_B=<host B's address>"; exit 2; }
\t./$(PROG) a $(HOST_B) $(DEVICE) $(GID_INDEX)

clean:
\trm -f $(PROG)

.PHONY: run-a run-b clean
`;
}
