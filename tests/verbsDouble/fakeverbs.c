/*
 * fakeverbs: a test double of libibverbs for the generated verbs programs.
 *
 * It is linked instead of -libverbs, against Debian's real <infiniband/verbs.h> (rdma-core 44), so the programs'
 * structs are the real ones. Each QP is a UDP socket on 127.0.0.1 and its QPN is the socket's port; a background
 * thread per process plays the HCA: the responder's checks, the placing of data in registered memory, the ACK, NAK
 * and READ response packets, and the requester's completions, retransmissions and retry budgets. The checks and the
 * completion statuses follow soft-RoCE (Linux drivers/infiniband/sw/rxe) for FAKE_VERBS_PROVIDER=rxe and the app's
 * model of a ConnectX card for mlx5 (the model's expectation for a card, not verified hardware). See README.md.
 *
 * It proves a program's control flow and its expectations, not the hardware: the packets are its own format, not the
 * IBA wire format, and the timers are scaled down.
 *
 * Build: gcc -shared -fPIC -O1 -pthread -Wall -Wextra -o libfakeverbs.so fakeverbs.c
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <endian.h>
#include <errno.h>
#include <fcntl.h>
#include <infiniband/verbs.h>
#include <netinet/in.h>
#include <poll.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

/* verbs.h wraps these in macros and inlines; the library defines the exported functions behind them. */
#undef ibv_query_port
#undef ibv_reg_mr
#undef ibv_reg_mr_iova
#undef ibv_get_device_list

#define FV_EXPORT __attribute__((visibility("default")))

/* ------------------------------------------------------------------------------------------------------------ */
/* Configuration (environment variables, read once)                                                             */
/* ------------------------------------------------------------------------------------------------------------ */

enum fv_provider { PROV_MLX5, PROV_RXE };
enum fv_gid_kind { GID_EMPTY, GID_IB, GID_V1, GID_V2 };

#define FV_GID_TBL_LEN 16
#define FV_MAX_SGE 16
#define FV_MAX_RD_ATOM 16
#define FV_MAX_WR 16384

struct fv_gid {
	int kind;
	union ibv_gid gid;
};

static struct {
	int provider;
	int link; /* IBV_LINK_LAYER_INFINIBAND or IBV_LINK_LAYER_ETHERNET */
	enum ibv_mtu active_mtu;
	uint16_t lid;
	uint64_t guid;
	struct fv_gid gids[FV_GID_TBL_LEN];
	int drop;	  /* FAKE_VERBS_DROP: 0 = none */
	int drop_all;	  /* FAKE_VERBS_DROP=all: every packet this process sends is lost (a dead link) */
	int trace;	  /* FAKE_VERBS_TRACE */
	int64_t timer_cap_ns; /* FAKE_VERBS_TIMER_CAP_MS */
	char name[IBV_SYSFS_NAME_MAX];
} cfg;

static pthread_once_t cfg_once = PTHREAD_ONCE_INIT;

static void warn(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void warn(const char *fmt, ...)
{
	va_list ap;
	char line[512];
	va_start(ap, fmt);
	vsnprintf(line, sizeof line, fmt, ap);
	va_end(ap);
	fprintf(stderr, "fakeverbs[%d]: %s\n", (int)getpid(), line);
}

static enum ibv_mtu mtu_enum(long bytes)
{
	switch (bytes) {
	case 256: return IBV_MTU_256;
	case 512: return IBV_MTU_512;
	case 1024: return IBV_MTU_1024;
	case 2048: return IBV_MTU_2048;
	case 4096: return IBV_MTU_4096;
	default: return 0;
	}
}

static uint32_t mtu_bytes(enum ibv_mtu m)
{
	return m >= IBV_MTU_256 && m <= IBV_MTU_4096 ? 256u << (m - IBV_MTU_256) : 0;
}

/* One entry of FAKE_VERBS_GIDS: "v1:ADDR", "v2:ADDR", "ib:ADDR" or "-" (an empty slot); ADDR is IPv6 or IPv4. */
static int parse_gid(const char *s, struct fv_gid *g)
{
	const char *colon = strchr(s, ':');
	char addr[64];
	struct in_addr v4;
	memset(g, 0, sizeof *g);
	if (strcmp(s, "-") == 0 || *s == '\0')
		return 0;
	if (!colon)
		return -1;
	if (strncmp(s, "v1:", 3) == 0)
		g->kind = GID_V1;
	else if (strncmp(s, "v2:", 3) == 0)
		g->kind = GID_V2;
	else if (strncmp(s, "ib:", 3) == 0)
		g->kind = GID_IB;
	else
		return -1;
	snprintf(addr, sizeof addr, "%s", colon + 1);
	if (inet_pton(AF_INET6, addr, g->gid.raw) == 1)
		return 0;
	if (inet_pton(AF_INET, addr, &v4) == 1) {
		memset(g->gid.raw, 0, 16);
		g->gid.raw[10] = g->gid.raw[11] = 0xff;
		memcpy(g->gid.raw + 12, &v4, 4);
		return 0;
	}
	return -1;
}

static void set_link_local(struct fv_gid *g, int kind)
{
	uint64_t iid = htobe64(cfg.guid);
	memset(g, 0, sizeof *g);
	g->kind = kind;
	g->gid.raw[0] = 0xfe;
	g->gid.raw[1] = 0x80;
	memcpy(g->gid.raw + 8, &iid, 8);
}

static void set_v4(struct fv_gid *g, int kind, const char *ip)
{
	char s[64];
	snprintf(s, sizeof s, "v1:%s", ip);
	parse_gid(s, g);
	g->kind = kind;
}

static void load_config(void)
{
	const char *p = getenv("FAKE_VERBS_PROVIDER");
	const char *l = getenv("FAKE_VERBS_LINK");
	const char *m = getenv("FAKE_VERBS_ACTIVE_MTU");
	const char *gids = getenv("FAKE_VERBS_GIDS");
	const char *d = getenv("FAKE_VERBS_DROP");
	const char *t = getenv("FAKE_VERBS_TRACE");
	const char *lid = getenv("FAKE_VERBS_LID");
	const char *cap = getenv("FAKE_VERBS_TIMER_CAP_MS");
	pid_t pid = getpid();

	cfg.provider = PROV_MLX5;
	if (p && strcmp(p, "rxe") == 0)
		cfg.provider = PROV_RXE;
	else if (p && strcmp(p, "mlx5") != 0)
		warn("FAKE_VERBS_PROVIDER=%s is not mlx5 or rxe: using mlx5", p);
	snprintf(cfg.name, sizeof cfg.name, "%s", cfg.provider == PROV_RXE ? "rxe0" : "mlx5_0");

	/* soft-RoCE is RoCE only: its port is always Ethernet. */
	cfg.link = cfg.provider == PROV_RXE ? IBV_LINK_LAYER_ETHERNET : IBV_LINK_LAYER_INFINIBAND;
	if (l && strcmp(l, "ethernet") == 0)
		cfg.link = IBV_LINK_LAYER_ETHERNET;
	else if (l && strcmp(l, "infiniband") == 0) {
		if (cfg.provider == PROV_RXE)
			warn("FAKE_VERBS_LINK=infiniband ignored: soft-RoCE's port is Ethernet");
		else
			cfg.link = IBV_LINK_LAYER_INFINIBAND;
	} else if (l)
		warn("FAKE_VERBS_LINK=%s is not infiniband or ethernet: ignored", l);

	cfg.active_mtu = cfg.link == IBV_LINK_LAYER_INFINIBAND ? IBV_MTU_4096 : IBV_MTU_1024;
	if (m) {
		enum ibv_mtu e = mtu_enum(strtol(m, NULL, 10));
		if (e)
			cfg.active_mtu = e;
		else
			warn("FAKE_VERBS_ACTIVE_MTU=%s is not 256, 512, 1024, 2048 or 4096: ignored", m);
	}

	/* A LID per process (1..0xbfff, the unicast range) on InfiniBand; 0 on Ethernet. */
	cfg.lid = 0;
	if (cfg.link == IBV_LINK_LAYER_INFINIBAND) {
		long v = lid ? strtol(lid, NULL, 0) : 0;
		cfg.lid = v >= 1 && v <= 0xbfff ? (uint16_t)v : (uint16_t)(1 + (unsigned)pid % 0xbffe);
	}
	/* A GUID per process: Mellanox's OUI 00:02:c9 for mlx5, a locally administered one for rxe. */
	cfg.guid = (cfg.provider == PROV_RXE ? 0x020000fffe000000ull : 0x0002c90300000000ull) | ((uint64_t)pid & 0xffffff);

	memset(cfg.gids, 0, sizeof cfg.gids);
	if (gids) {
		char *copy = strdup(gids), *save = NULL, *tok;
		int i = 0;
		for (tok = strtok_r(copy, ",", &save); tok && i < FV_GID_TBL_LEN; tok = strtok_r(NULL, ",", &save), i++) {
			if (parse_gid(tok, &cfg.gids[i]) != 0) {
				warn("FAKE_VERBS_GIDS: entry %d (%s) is not v1:ADDR, v2:ADDR, ib:ADDR or -: left empty", i, tok);
				memset(&cfg.gids[i], 0, sizeof cfg.gids[i]);
			}
		}
		free(copy);
	} else if (cfg.link == IBV_LINK_LAYER_INFINIBAND) {
		set_link_local(&cfg.gids[0], GID_IB);
	} else if (cfg.provider == PROV_RXE) {
		/* soft-RoCE lists RoCE v2 GIDs only: the link-local one, then the IPv4 address. */
		set_link_local(&cfg.gids[0], GID_V2);
		set_v4(&cfg.gids[1], GID_V2, "127.0.0.1");
	} else {
		/* mlx5 lists each address twice, RoCE v1 then v2: link-local at 0 and 1, IPv4 at 2 and 3. */
		set_link_local(&cfg.gids[0], GID_V1);
		set_link_local(&cfg.gids[1], GID_V2);
		set_v4(&cfg.gids[2], GID_V1, "127.0.0.1");
		set_v4(&cfg.gids[3], GID_V2, "127.0.0.1");
	}

	cfg.drop_all = d && strcmp(d, "all") == 0;
	cfg.drop = d && !cfg.drop_all ? atoi(d) : 0;
	if (cfg.drop < 0)
		cfg.drop = 0;
	cfg.trace = t && *t && strcmp(t, "0") != 0;
	cfg.timer_cap_ns = 20 * 1000000ll;
	if (cap && atoi(cap) > 0)
		cfg.timer_cap_ns = (int64_t)atoi(cap) * 1000000ll;
}

static void config(void)
{
	pthread_once(&cfg_once, load_config);
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Objects                                                                                                      */
/* ------------------------------------------------------------------------------------------------------------ */

/* IBA RC opcodes (BTH opcode, transport RC). */
enum {
	OP_SEND_FIRST = 0x00,
	OP_SEND_MIDDLE = 0x01,
	OP_SEND_LAST = 0x02,
	OP_SEND_LAST_IMM = 0x03,
	OP_SEND_ONLY = 0x04,
	OP_SEND_ONLY_IMM = 0x05,
	OP_WRITE_FIRST = 0x06,
	OP_WRITE_MIDDLE = 0x07,
	OP_WRITE_LAST = 0x08,
	OP_WRITE_LAST_IMM = 0x09,
	OP_WRITE_ONLY = 0x0a,
	OP_WRITE_ONLY_IMM = 0x0b,
	OP_READ_REQ = 0x0c,
	OP_READ_RESP_FIRST = 0x0d,
	OP_READ_RESP_MIDDLE = 0x0e,
	OP_READ_RESP_LAST = 0x0f,
	OP_READ_RESP_ONLY = 0x10,
	OP_ACK = 0x11,
	/* Not IBA: the link-level credit that keeps a long READ reply from overrunning the reader's socket. */
	OP_FV_CREDIT = 0xfe,
};

/* AETH syndromes (IBA 9.7.5.1; rxe_hdr.h). */
enum {
	AETH_ACK_UNLIMITED = 0x1f,
	AETH_RNR_NAK = 0x20,
	AETH_NAK_PSN_SEQ = 0x60,
	AETH_NAK_INVALID_REQ = 0x61,
	AETH_NAK_REM_ACC = 0x62,
	AETH_NAK_REM_OP = 0x63,
};

static const char *op_name(int op)
{
	static const char *const names[] = {
		"SEND_FIRST", "SEND_MIDDLE", "SEND_LAST", "SEND_LAST_WITH_IMMEDIATE", "SEND_ONLY",
		"SEND_ONLY_WITH_IMMEDIATE", "RDMA_WRITE_FIRST", "RDMA_WRITE_MIDDLE", "RDMA_WRITE_LAST",
		"RDMA_WRITE_LAST_WITH_IMMEDIATE", "RDMA_WRITE_ONLY", "RDMA_WRITE_ONLY_WITH_IMMEDIATE", "RDMA_READ_REQUEST",
		"RDMA_READ_RESPONSE_FIRST", "RDMA_READ_RESPONSE_MIDDLE", "RDMA_READ_RESPONSE_LAST",
		"RDMA_READ_RESPONSE_ONLY", "ACKNOWLEDGE",
	};
	return op >= 0 && op <= OP_ACK ? names[op] : op == OP_FV_CREDIT ? "LINK_CREDIT" : "?";
}

static int op_is_send(int op) { return op >= OP_SEND_FIRST && op <= OP_SEND_ONLY_IMM; }
static int op_is_write(int op) { return op >= OP_WRITE_FIRST && op <= OP_WRITE_ONLY_IMM; }
static int op_is_start(int op)
{
	return op == OP_SEND_FIRST || op == OP_SEND_ONLY || op == OP_SEND_ONLY_IMM || op == OP_WRITE_FIRST ||
	       op == OP_WRITE_ONLY || op == OP_WRITE_ONLY_IMM || op == OP_READ_REQ;
}
static int op_is_end(int op)
{
	return op == OP_SEND_LAST || op == OP_SEND_LAST_IMM || op == OP_SEND_ONLY || op == OP_SEND_ONLY_IMM ||
	       op == OP_WRITE_LAST || op == OP_WRITE_LAST_IMM || op == OP_WRITE_ONLY || op == OP_WRITE_ONLY_IMM ||
	       op == OP_READ_REQ;
}
static int op_has_reth(int op)
{
	return op == OP_WRITE_FIRST || op == OP_WRITE_ONLY || op == OP_WRITE_ONLY_IMM || op == OP_READ_REQ;
}
static int op_has_imm(int op)
{
	return op == OP_SEND_LAST_IMM || op == OP_SEND_ONLY_IMM || op == OP_WRITE_LAST_IMM || op == OP_WRITE_ONLY_IMM;
}
/* The packets that take a receive WQE (rxe_opcode.c, RXE_RWR_MASK): a SEND's first, a WRITE with immediate's last. */
static int op_takes_rwqe(int op)
{
	return op == OP_SEND_FIRST || op == OP_SEND_ONLY || op == OP_SEND_ONLY_IMM || op == OP_WRITE_LAST_IMM ||
	       op == OP_WRITE_ONLY_IMM;
}
/* The packets that complete a receive WQE (RXE_COMP_MASK). */
static int op_completes_rwqe(int op)
{
	return op == OP_SEND_LAST || op == OP_SEND_LAST_IMM || op == OP_SEND_ONLY || op == OP_SEND_ONLY_IMM ||
	       op == OP_WRITE_LAST_IMM || op == OP_WRITE_ONLY_IMM;
}

#define FV_MAGIC 0x46564231u /* "FVB1" */
#define FV_LINK_IB 1
#define FV_LINK_ETH 2
#define FV_F_ACKREQ 1
#define FV_F_GRH 2

/* The packet: this library's own header (not the IBA wire format), then the payload. */
struct fv_pkt {
	uint32_t magic;
	uint8_t opcode;
	uint8_t flags;
	uint8_t link;
	uint8_t gid_kind;
	uint32_t dest_qpn;
	uint32_t src_qpn;
	uint32_t psn;
	uint32_t aeth; /* syndrome << 24 | MSN */
	uint64_t reth_va;
	uint32_t reth_rkey;
	uint32_t reth_len;
	uint32_t imm; /* as the work request gave it: network byte order */
	uint16_t slid;
	uint16_t dlid;
	uint8_t sgid[16];
	uint8_t dgid[16];
	uint32_t paylen;
	uint32_t pad;
};

#define FV_MAX_PAYLOAD 4096
/* READ responses: the reader returns a link credit every FV_CREDIT_EVERY responses; without one for FV_CREDIT_WAIT_NS
 * the responder sends another window anyway (a credit may be lost too). */
#define FV_CREDIT_EVERY 4
#define FV_CREDIT_WAIT_NS 1000000
#define FV_PKT_MAX (sizeof(struct fv_pkt) + FV_MAX_PAYLOAD)

struct fv_pd {
	struct ibv_pd ibpd;
	int refs;
};

struct fv_mr {
	struct ibv_mr ibmr;
	uint32_t index;
	int access;
	uint64_t iova;
};

struct fv_cqe {
	struct ibv_wc wc;
	uint32_t qpn;
	uint64_t sq_seq;
	int is_send;
};

struct fv_cq {
	struct ibv_cq ibcq;
	struct fv_cqe *ring;
	int cap, head, count;
	int overrun;
	int refs;
};

enum { WQE_POSTED, WQE_ASSIGNED, WQE_DONE };

struct fv_swqe {
	uint64_t seq;
	uint64_t wr_id;
	enum ibv_wr_opcode opcode;
	int signaled;
	int num_sge;
	struct ibv_sge sge[FV_MAX_SGE];
	uint8_t *inl;
	uint32_t length;
	uint64_t remote_addr;
	uint32_t rkey;
	uint32_t imm;
	int state;
	uint32_t first_psn, last_psn, npkts;
};

struct fv_rwqe {
	uint64_t wr_id;
	int num_sge;
	struct ibv_sge sge[FV_MAX_SGE];
};

/* A responder resource: an RDMA READ being (or already) answered, kept for duplicate READs (rxe_resp.c). */
struct fv_read_res {
	int used;
	uint32_t first_psn, last_psn;
	uint64_t va;
	uint32_t length;
	uint32_t rkey;
	uint64_t msg_index;
};

/* A READ reply in progress: the responses from `psn` still to send. */
struct fv_reply {
	int active;
	struct fv_read_res *res;
	uint32_t psn;
	uint64_t va;
	uint32_t length;
	uint32_t i, n;
	int replay;
	uint32_t credit_psn; /* the reader has room for responses up to this PSN + the window */
	int64_t burst_at;    /* when the last response went out */
};

struct fv_qp {
	struct ibv_qp ibqp;
	struct ibv_qp_attr attr;
	struct ibv_qp_init_attr init;
	enum ibv_qp_state st;
	int fd;
	uint32_t mtu;
	int rcvbuf; /* bytes the QP's socket holds */
	int window; /* unacknowledged PSNs the requester allows itself */

	/* send queue */
	struct fv_swqe *sq;
	uint32_t sq_cap;
	uint64_t sq_head, sq_tail, sq_next, sq_released;

	/* receive queue */
	struct fv_rwqe *rq;
	uint32_t rq_cap;
	uint64_t rq_head, rq_tail;

	/* requester */
	uint32_t next_psn, tx_psn, comp_psn, hw_psn, ackreq_psn, gap_psn;
	int gap_retried;
	int retry_left, rnr_left;
	int64_t retrans_at, rnr_until;
	uint32_t rnr_psn;
	int reads_out;
	int stall_warned;

	/* responder */
	uint32_t resp_psn, ack_psn, msn;
	int resp_opcode;
	int sent_psn_nak;
	int wqe_taken;
	uint32_t wqe_off;
	uint64_t w_va;
	uint32_t w_rkey, w_resid, w_length;
	uint64_t msgs_started;
	uint64_t msg_index;
	uint32_t msg_first_psn;
	struct fv_read_res res[FV_MAX_RD_ATOM];
	int res_next;
	struct fv_reply rr; /* the READ reply being sent */
};

struct fv_world {
	pthread_mutex_t mu;
	pthread_cond_t cq_cv;
	int contexts;
	pthread_t thread;
	int running;
	int wake[2];
	struct fv_qp **qps;
	int nqps, qps_cap;
	struct fv_mr **mrs; /* by index; index 0 unused */
	uint32_t nmrs, mrs_cap;
	uint32_t next_handle;
	uint8_t rxbuf[FV_PKT_MAX + 64];
	uint8_t txbuf[FV_PKT_MAX];
};

static struct fv_world W = { .mu = PTHREAD_MUTEX_INITIALIZER, .wake = { -1, -1 } };

static struct ibv_device fv_device;
static struct ibv_device *fv_device_ptr = &fv_device;

static int64_t now_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * 1000000000ll + ts.tv_nsec;
}

/* 24-bit PSN arithmetic: a - b as a signed distance. */
static int32_t psn_diff(uint32_t a, uint32_t b)
{
	return (int32_t)((a - b) << 8) >> 8;
}
static uint32_t psn_add(uint32_t a, int32_t n)
{
	return (uint32_t)(a + (uint32_t)n) & 0xffffff;
}

#define TRACE(qp, ...)                                                                                                 \
	do {                                                                                                           \
		if (cfg.trace)                                                                                         \
			trace_line(qp, __VA_ARGS__);                                                                   \
	} while (0)

static void trace_line(const struct fv_qp *qp, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void trace_line(const struct fv_qp *qp, const char *fmt, ...)
{
	va_list ap;
	char line[512];
	va_start(ap, fmt);
	vsnprintf(line, sizeof line, fmt, ap);
	va_end(ap);
	fprintf(stderr, "fakeverbs[%d %s qp 0x%06x]: %s\n", (int)getpid(), cfg.name, qp ? qp->ibqp.qp_num : 0, line);
}

static void wake_thread(void)
{
	char c = 1;
	if (W.wake[1] >= 0 && write(W.wake[1], &c, 1) < 0 && errno != EAGAIN)
		warn("wake: %s", strerror(errno));
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Memory regions                                                                                                */
/* ------------------------------------------------------------------------------------------------------------ */

/* Keys are deterministic and unique in a process: the MR's index (never reused) << 8 | a key byte, as rxe makes them. */
static uint32_t key_of(uint32_t index)
{
	return index << 8 | ((index * 0x3bu + 0x5au) & 0xffu);
}

/* rxe_mr.c lookup_mr: the MR by index, the same key, the same PD, the access asked for; NULL otherwise. */
static struct fv_mr *lookup_mr(struct ibv_pd *pd, int access, uint32_t key)
{
	uint32_t index = key >> 8;
	struct fv_mr *mr;
	if (index == 0 || index >= W.nmrs)
		return NULL;
	mr = W.mrs[index];
	if (!mr || mr->ibmr.lkey != key || mr->ibmr.pd != pd || (access && !(access & mr->access)))
		return NULL;
	return mr;
}

/* rxe_mr.c mr_check_range: [iova, iova + length) within the MR. */
static int mr_in_range(const struct fv_mr *mr, uint64_t iova, uint64_t length)
{
	return iova >= mr->iova && length <= mr->ibmr.length && iova - mr->iova <= mr->ibmr.length - length;
}

static uint8_t *mr_ptr(const struct fv_mr *mr, uint64_t iova)
{
	return (uint8_t *)mr->ibmr.addr + (iova - mr->iova);
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Completion queues                                                                                             */
/* ------------------------------------------------------------------------------------------------------------ */

static void cq_push(struct fv_cq *cq, const struct ibv_wc *wc, uint32_t qpn, uint64_t seq, int is_send)
{
	struct fv_cqe *e;
	if (cq->count >= cq->cap) {
		if (!cq->overrun)
			warn("CQ overrun: %d CQEs not polled; the CQE of wr_id %llu is lost", cq->count,
			     (unsigned long long)wc->wr_id);
		cq->overrun = 1;
		return;
	}
	e = &cq->ring[(cq->head + cq->count) % cq->cap];
	e->wc = *wc;
	e->qpn = qpn;
	e->sq_seq = seq;
	e->is_send = is_send;
	cq->count++;
	pthread_cond_broadcast(&W.cq_cv);
}

static struct fv_qp *find_qp(uint32_t qpn)
{
	int i;
	for (i = 0; i < W.nqps; i++)
		if (W.qps[i]->ibqp.qp_num == qpn)
			return W.qps[i];
	return NULL;
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Packets                                                                                                      */
/* ------------------------------------------------------------------------------------------------------------ */

static int gid_index_valid(int index)
{
	return index >= 0 && index < FV_GID_TBL_LEN && cfg.gids[index].kind != GID_EMPTY;
}

static void pkt_init(struct fv_qp *qp, struct fv_pkt *p, int opcode, uint32_t psn)
{
	const struct ibv_ah_attr *ah = &qp->attr.ah_attr;
	memset(p, 0, sizeof *p);
	p->magic = FV_MAGIC;
	p->opcode = (uint8_t)opcode;
	p->dest_qpn = qp->attr.dest_qp_num;
	p->src_qpn = qp->ibqp.qp_num;
	p->psn = psn & 0xffffff;
	if (cfg.link == IBV_LINK_LAYER_INFINIBAND) {
		p->link = FV_LINK_IB;
		p->slid = cfg.lid;
		p->dlid = ah->dlid;
	} else {
		p->link = FV_LINK_ETH;
	}
	if (ah->is_global) {
		int i = ah->grh.sgid_index;
		p->flags |= FV_F_GRH;
		if (gid_index_valid(i)) {
			memcpy(p->sgid, cfg.gids[i].gid.raw, 16);
			p->gid_kind = (uint8_t)cfg.gids[i].kind;
		}
		memcpy(p->dgid, ah->grh.dgid.raw, 16);
	}
}

static void pkt_send(struct fv_qp *qp, struct fv_pkt *p, const void *payload, uint32_t len, const char *what)
{
	struct sockaddr_in to;
	memset(&to, 0, sizeof to);
	to.sin_family = AF_INET;
	to.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	p->paylen = len;
	if (p->dest_qpn == 0 || p->dest_qpn > 0xffff) {
		TRACE(qp, "%s psn %u: destination QPN 0x%x is no QP of this double: packet lost", op_name(p->opcode),
		      p->psn, p->dest_qpn);
		return;
	}
	if (cfg.drop_all) {
		TRACE(qp, "FAKE_VERBS_DROP=all: %s psn %u lost", op_name(p->opcode), p->psn);
		return;
	}
	to.sin_port = htons((uint16_t)p->dest_qpn);
	memcpy(W.txbuf, p, sizeof *p);
	if (len)
		memcpy(W.txbuf + sizeof *p, payload, len);
	if (p->opcode == OP_ACK || p->opcode == OP_READ_RESP_FIRST || p->opcode == OP_READ_RESP_LAST ||
	    p->opcode == OP_READ_RESP_ONLY)
		TRACE(qp, "send %s psn %u syndrome 0x%02x msn %u len %u -> qp 0x%06x%s%s", op_name(p->opcode), p->psn,
		      p->aeth >> 24, p->aeth & 0xffffff, len, p->dest_qpn, what ? " " : "", what ? what : "");
	else
		TRACE(qp, "send %s psn %u%s len %u -> qp 0x%06x%s%s", op_name(p->opcode), p->psn,
		      p->flags & FV_F_ACKREQ ? " ackreq" : "", len, p->dest_qpn, what ? " " : "", what ? what : "");
	if (sendto(qp->fd, W.txbuf, sizeof *p + len, 0, (struct sockaddr *)&to, sizeof to) < 0)
		TRACE(qp, "sendto: %s (packet lost)", strerror(errno));
}

static void send_ack(struct fv_qp *qp, uint8_t syndrome, uint32_t psn, const char *what)
{
	struct fv_pkt p;
	pkt_init(qp, &p, OP_ACK, psn);
	p.aeth = (uint32_t)syndrome << 24 | (qp->msn & 0xffffff);
	pkt_send(qp, &p, NULL, 0, what);
}

/* FAKE_VERBS_DROP=N: the N-th packet of the first message, numbered as the scenario numbers them. */
static int drop_here(struct fv_qp *qp, int number, const char *what)
{
	if (cfg.drop != number)
		return 0;
	TRACE(qp, "FAKE_VERBS_DROP=%d: %s lost", cfg.drop, what);
	return 1;
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Completions and the error state                                                                               */
/* ------------------------------------------------------------------------------------------------------------ */

static struct fv_swqe *swqe_at(struct fv_qp *qp, uint64_t seq)
{
	return &qp->sq[seq % qp->sq_cap];
}

static enum ibv_wc_opcode wc_opcode_of(enum ibv_wr_opcode op)
{
	switch (op) {
	case IBV_WR_RDMA_WRITE:
	case IBV_WR_RDMA_WRITE_WITH_IMM: return IBV_WC_RDMA_WRITE;
	case IBV_WR_RDMA_READ: return IBV_WC_RDMA_READ;
	default: return IBV_WC_SEND;
	}
}

/* The send CQE (rxe_comp.c make_send_cqe and do_complete; libmlx5 handle_good_req for mlx5's byte_len). */
static void send_cqe(struct fv_qp *qp, struct fv_swqe *w, enum ibv_wc_status status)
{
	struct ibv_wc wc;
	if (status == IBV_WC_SUCCESS && !w->signaled && !qp->init.sq_sig_all) {
		if (cfg.provider == PROV_RXE)
			qp->sq_released = w->seq + 1;
		return;
	}
	memset(&wc, 0, sizeof wc);
	wc.wr_id = w->wr_id;
	wc.status = status;
	wc.opcode = wc_opcode_of(w->opcode);
	wc.qp_num = qp->ibqp.qp_num;
	if (w->opcode == IBV_WR_RDMA_WRITE_WITH_IMM || w->opcode == IBV_WR_SEND_WITH_IMM)
		wc.wc_flags = IBV_WC_WITH_IMM;
	wc.byte_len = cfg.provider == PROV_RXE || w->opcode == IBV_WR_RDMA_READ ? w->length : 0;
	TRACE(qp, "CQE send wr_id %llu %s", (unsigned long long)w->wr_id, ibv_wc_status_str(status));
	cq_push((struct fv_cq *)qp->ibqp.send_cq, &wc, qp->ibqp.qp_num, w->seq, 1);
	if (cfg.provider == PROV_RXE)
		qp->sq_released = w->seq + 1;
}

static void recv_cqe(struct fv_qp *qp, enum ibv_wc_status status, const struct fv_pkt *p, uint32_t byte_len)
{
	struct fv_rwqe *r = &qp->rq[qp->rq_head % qp->rq_cap];
	struct ibv_wc wc;
	memset(&wc, 0, sizeof wc);
	wc.wr_id = r->wr_id;
	wc.status = status;
	wc.qp_num = qp->ibqp.qp_num;
	wc.opcode = IBV_WC_RECV;
	if (status == IBV_WC_SUCCESS && p) {
		int imm = op_has_imm(p->opcode);
		wc.opcode = op_is_write(p->opcode) ? IBV_WC_RECV_RDMA_WITH_IMM : IBV_WC_RECV;
		wc.byte_len = byte_len;
		wc.src_qp = p->src_qpn;
		wc.slid = p->link == FV_LINK_IB ? p->slid : 0;
		if (imm) {
			wc.wc_flags |= IBV_WC_WITH_IMM;
			wc.imm_data = p->imm;
		}
		/* rxe sets IB_WC_GRH on every receive CQE of a user CQ (rxe_resp.c do_complete); mlx5 when a GRH came. */
		if (cfg.provider == PROV_RXE || (p->flags & FV_F_GRH))
			wc.wc_flags |= IBV_WC_GRH;
	}
	TRACE(qp, "CQE recv wr_id %llu %s", (unsigned long long)r->wr_id, ibv_wc_status_str(status));
	cq_push((struct fv_cq *)qp->ibqp.recv_cq, &wc, qp->ibqp.qp_num, 0, 0);
	qp->rq_head++;
	qp->wqe_taken = 0;
	qp->wqe_off = 0;
}

/*
 * The QP enters the error state (rxe_qp.c rxe_qp_error): every send WQE still queued and every posted receive WQE
 * completes with IBV_WC_WR_FLUSH_ERR, signaled or not, and later packets are dropped.
 */
static void qp_to_error(struct fv_qp *qp)
{
	if (qp->st == IBV_QPS_ERR)
		return;
	TRACE(qp, "QP -> ERR");
	qp->st = IBV_QPS_ERR;
	qp->rr.active = 0;
	qp->retrans_at = qp->rnr_until = 0;
	while (qp->sq_head < qp->sq_tail) {
		struct fv_swqe *w = swqe_at(qp, qp->sq_head);
		send_cqe(qp, w, w->state == WQE_DONE ? IBV_WC_SUCCESS : IBV_WC_WR_FLUSH_ERR);
		free(w->inl);
		w->inl = NULL;
		qp->sq_head++;
	}
	qp->sq_next = qp->sq_tail;
	qp->reads_out = 0;
	while (qp->rq_head < qp->rq_tail)
		recv_cqe(qp, IBV_WC_WR_FLUSH_ERR, NULL, 0);
}

/* Completes, in order, the send WQEs at the head that are done. */
static void retire(struct fv_qp *qp)
{
	while (qp->sq_head < qp->sq_next) {
		struct fv_swqe *w = swqe_at(qp, qp->sq_head);
		if (w->state != WQE_DONE)
			break;
		send_cqe(qp, w, IBV_WC_SUCCESS);
		free(w->inl);
		w->inl = NULL;
		qp->sq_head++;
	}
}

/* A send WQE fails: the WQEs before it complete, it completes with `status` (always a CQE), the QP enters error. */
static void send_error(struct fv_qp *qp, struct fv_swqe *w, enum ibv_wc_status status)
{
	retire(qp);
	if (w && qp->sq_head < qp->sq_tail && swqe_at(qp, qp->sq_head) == w) {
		send_cqe(qp, w, status);
		free(w->inl);
		w->inl = NULL;
		qp->sq_head++;
	}
	qp_to_error(qp);
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Requester                                                                                                    */
/* ------------------------------------------------------------------------------------------------------------ */

/* The ACK timeout, 4.096 us x 2^timeout (0: none), scaled to [2 ms, FAKE_VERBS_TIMER_CAP_MS]. */
static int64_t ack_timeout_ns(const struct fv_qp *qp)
{
	int64_t real;
	if (qp->attr.timeout == 0)
		return 0;
	real = 4096ll << (qp->attr.timeout > 31 ? 31 : qp->attr.timeout);
	if (real > cfg.timer_cap_ns)
		real = cfg.timer_cap_ns;
	if (real < 2000000ll)
		real = 2000000ll;
	return real;
}

/* The RNR timer's code to microseconds (IBA Table 45; rxe_comp.c rnrnak_usec), capped at FAKE_VERBS_TIMER_CAP_MS. */
static int64_t rnr_wait_ns(unsigned code)
{
	static const uint32_t usec[32] = {
		655360, 10, 20, 30, 40, 60, 80, 120, 160, 240, 320, 480, 640, 960, 1280, 1920,
		2560, 3840, 5120, 7680, 10240, 15360, 20480, 30720, 40960, 61440, 81920, 122880, 163840, 245760, 327680, 491520,
	};
	int64_t ns = (int64_t)usec[code & 31] * 1000;
	return ns > cfg.timer_cap_ns ? cfg.timer_cap_ns : ns;
}

static void reset_retry_counters(struct fv_qp *qp)
{
	qp->retry_left = qp->attr.retry_cnt;
	qp->rnr_left = qp->attr.rnr_retry;
}

static int outstanding(const struct fv_qp *qp)
{
	return qp->sq_head < qp->sq_next;
}

static void arm_timer(struct fv_qp *qp, int restart)
{
	int64_t t = ack_timeout_ns(qp);
	if (!t || !outstanding(qp)) {
		qp->retrans_at = 0;
		return;
	}
	if (restart || !qp->retrans_at)
		qp->retrans_at = now_ns() + t;
}

static struct fv_swqe *wqe_for_psn(struct fv_qp *qp, uint32_t psn)
{
	uint64_t s;
	for (s = qp->sq_head; s < qp->sq_next; s++) {
		struct fv_swqe *w = swqe_at(qp, s);
		if (psn_diff(psn, w->first_psn) >= 0 && psn_diff(psn, w->last_psn) <= 0)
			return w;
	}
	return NULL;
}

/* The local checks of a send WQE's scatter-gather list (rxe copy_data, lookup_mr with RXE_LOOKUP_LOCAL). */
static int local_sges_ok(struct fv_qp *qp, const struct fv_swqe *w)
{
	int i;
	if (w->inl)
		return 1;
	for (i = 0; i < w->num_sge; i++) {
		const struct ibv_sge *s = &w->sge[i];
		struct fv_mr *mr;
		if (s->length == 0)
			continue;
		mr = lookup_mr(qp->ibqp.pd, w->opcode == IBV_WR_RDMA_READ ? IBV_ACCESS_LOCAL_WRITE : 0, s->lkey);
		if (!mr || !mr_in_range(mr, s->addr, s->length)) {
			TRACE(qp, "wr_id %llu: sge %d (addr 0x%llx len %u lkey 0x%x) fails the local key check",
			      (unsigned long long)w->wr_id, i, (unsigned long long)s->addr, s->length, s->lkey);
			return 0;
		}
	}
	return 1;
}

/* Copies bytes between a WQE's buffers (its SGEs or its inline copy) and a packet, at a byte offset of the message. */
static void sge_copy(struct fv_qp *qp, const struct ibv_sge *sge, int num_sge, const uint8_t *inl, uint32_t off,
		     uint8_t *data, uint32_t len, int to_sges)
{
	int i;
	if (inl) {
		if (to_sges)
			return;
		memcpy(data, inl + off, len);
		return;
	}
	for (i = 0; i < num_sge && len; i++) {
		uint32_t n;
		struct fv_mr *mr;
		if (off >= sge[i].length) {
			off -= sge[i].length;
			continue;
		}
		n = sge[i].length - off < len ? sge[i].length - off : len;
		mr = lookup_mr(qp->ibqp.pd, 0, sge[i].lkey);
		if (mr && mr_in_range(mr, sge[i].addr + off, n)) {
			uint8_t *p = mr_ptr(mr, sge[i].addr + off);
			if (to_sges)
				memcpy(p, data, n);
			else
				memcpy(data, p, n);
		} else if (!to_sges) {
			memset(data, 0, n); /* the MR went away after the WQE's checks */
		}
		data += n;
		len -= n;
		off = 0;
	}
}

static void send_data_packet(struct fv_qp *qp, struct fv_swqe *w, uint32_t psn)
{
	static uint8_t payload[FV_MAX_PAYLOAD];
	uint32_t idx = (uint32_t)psn_diff(psn, w->first_psn);
	uint32_t off = idx * qp->mtu;
	uint32_t len = w->length - off < qp->mtu ? w->length - off : qp->mtu;
	int first = idx == 0, last = idx + 1 == w->npkts;
	int send = w->opcode == IBV_WR_SEND || w->opcode == IBV_WR_SEND_WITH_IMM;
	int imm = w->opcode == IBV_WR_SEND_WITH_IMM || w->opcode == IBV_WR_RDMA_WRITE_WITH_IMM;
	int op;
	struct fv_pkt p;
	char what[96];
	int firstTx = psn_diff(psn, qp->hw_psn) >= 0;

	if (w->length == 0)
		len = 0;
	if (send)
		op = first && last ? (imm ? OP_SEND_ONLY_IMM : OP_SEND_ONLY)
		   : first	   ? OP_SEND_FIRST
		   : last	   ? (imm ? OP_SEND_LAST_IMM : OP_SEND_LAST)
				   : OP_SEND_MIDDLE;
	else
		op = first && last ? (imm ? OP_WRITE_ONLY_IMM : OP_WRITE_ONLY)
		   : first	   ? OP_WRITE_FIRST
		   : last	   ? (imm ? OP_WRITE_LAST_IMM : OP_WRITE_LAST)
				   : OP_WRITE_MIDDLE;
	pkt_init(qp, &p, op, psn);
	if (op_has_reth(op)) {
		p.reth_va = w->remote_addr;
		p.reth_rkey = w->rkey;
		p.reth_len = w->length;
	}
	if (op_has_imm(op))
		p.imm = w->imm;
	/* rxe_req.c: AckReq on a message's last packet, and often enough that the window keeps moving. */
	if (last || psn_diff(psn, qp->ackreq_psn) >= qp->window / 2) {
		p.flags |= FV_F_ACKREQ;
		qp->ackreq_psn = psn;
	}
	if (firstTx)
		qp->hw_psn = psn_add(psn, 1);
	snprintf(what, sizeof what, "(wr_id %llu, packet %u of %u%s)", (unsigned long long)w->wr_id, idx + 1, w->npkts,
		 firstTx ? "" : ", again");
	if (firstTx && w->seq == 0 && drop_here(qp, (int)idx + 1, op_name(op)))
		return;
	sge_copy(qp, w->sge, w->num_sge, w->inl, off, payload, len, 0);
	pkt_send(qp, &p, payload, len, what);
}

/* A READ request from `psn`, which may be a retry from the middle of the READ (rxe_req.c req_retry). */
static void send_read_request(struct fv_qp *qp, struct fv_swqe *w, uint32_t psn)
{
	uint32_t off = (uint32_t)psn_diff(psn, w->first_psn) * qp->mtu;
	int firstTx = psn_diff(psn, qp->hw_psn) >= 0;
	struct fv_pkt p;
	pkt_init(qp, &p, OP_READ_REQ, psn);
	p.reth_va = w->remote_addr + off;
	p.reth_rkey = w->rkey;
	p.reth_len = w->length - off;
	p.flags |= FV_F_ACKREQ;
	if (firstTx)
		qp->hw_psn = psn_add(w->last_psn, 1);
	if (firstTx && w->seq == 0 && drop_here(qp, 1, "RDMA_READ_REQUEST"))
		return;
	pkt_send(qp, &p, NULL, 0, firstTx ? NULL : "(again)");
}

static void transmit(struct fv_qp *qp)
{
	if (qp->st != IBV_QPS_RTS || qp->rnr_until)
		return;
	for (;;) {
		struct fv_swqe *w;
		if (psn_diff(qp->tx_psn, qp->comp_psn) >= qp->window)
			break;
		if (qp->tx_psn == qp->next_psn) {
			if (qp->sq_next == qp->sq_tail)
				break;
			w = swqe_at(qp, qp->sq_next);
			if (w->opcode == IBV_WR_RDMA_READ && qp->reads_out >= qp->attr.max_rd_atomic) {
				if (!qp->stall_warned)
					warn("qp 0x%06x: RDMA READ not issued: max_rd_atomic is %u and %d READs are "
					     "outstanding (the requester waits, as rxe does)",
					     qp->ibqp.qp_num, qp->attr.max_rd_atomic, qp->reads_out);
				qp->stall_warned = 1;
				break;
			}
			qp->sq_next++;
			if (!local_sges_ok(qp, w)) {
				send_error(qp, w, IBV_WC_LOC_PROT_ERR);
				return;
			}
			w->npkts = w->length ? (w->length + qp->mtu - 1) / qp->mtu : 1;
			w->first_psn = qp->next_psn;
			w->last_psn = psn_add(w->first_psn, (int32_t)w->npkts - 1);
			w->state = WQE_ASSIGNED;
			qp->next_psn = psn_add(w->last_psn, 1);
			if (w->opcode == IBV_WR_RDMA_READ)
				qp->reads_out++;
		}
		w = wqe_for_psn(qp, qp->tx_psn);
		if (!w)
			break;
		if (w->opcode == IBV_WR_RDMA_READ) {
			send_read_request(qp, w, qp->tx_psn);
			qp->tx_psn = psn_add(w->last_psn, 1);
		} else {
			send_data_packet(qp, w, qp->tx_psn);
			qp->tx_psn = psn_add(qp->tx_psn, 1);
		}
		arm_timer(qp, 0);
	}
}

/* Go back to the oldest unacknowledged PSN, within the retry budget (rxe_comp.c COMPST_ERROR_RETRY). */
static void retry(struct fv_qp *qp, const char *why)
{
	struct fv_swqe *w = wqe_for_psn(qp, qp->comp_psn);
	if (!outstanding(qp)) {
		qp->retrans_at = 0;
		return;
	}
	if (qp->retry_left <= 0) {
		TRACE(qp, "%s: retry_cnt %u used up", why, qp->attr.retry_cnt);
		send_error(qp, w ? w : swqe_at(qp, qp->sq_head), IBV_WC_RETRY_EXC_ERR);
		return;
	}
	/* rxe never counts a retry_cnt of 7 down (rxe_comp.c); IBA, and the model for mlx5, count 7 retries. */
	if (!(cfg.provider == PROV_RXE && qp->attr.retry_cnt == 7))
		qp->retry_left--;
	TRACE(qp, "%s: go back to psn %u (retries left %d)", why, qp->comp_psn, qp->retry_left);
	qp->tx_psn = qp->comp_psn;
	qp->retrans_at = 0;
	transmit(qp);
	arm_timer(qp, 1);
}

/* Everything up to `psn` is acknowledged: the write-like WQEs it covers are done (rxe_comp.c check_psn, check_ack). */
static void ack_upto(struct fv_qp *qp, uint32_t psn)
{
	int progress = 0, read_gap = 0;
	uint64_t s;
	for (s = qp->sq_head; s < qp->sq_next; s++) {
		struct fv_swqe *w = swqe_at(qp, s);
		if (w->state == WQE_DONE)
			continue;
		if (psn_diff(w->last_psn, psn) <= 0) {
			if (w->opcode == IBV_WR_RDMA_READ) {
				/* A later PSN is acknowledged while this READ's responses are missing: ask again. */
				read_gap = 1;
				break;
			}
			w->state = WQE_DONE;
			if (psn_diff(psn_add(w->last_psn, 1), qp->comp_psn) > 0)
				qp->comp_psn = psn_add(w->last_psn, 1);
			progress = 1;
		} else {
			if (w->opcode != IBV_WR_RDMA_READ && psn_diff(psn, w->first_psn) >= 0 &&
			    psn_diff(psn_add(psn, 1), qp->comp_psn) > 0) {
				qp->comp_psn = psn_add(psn, 1);
				progress = 1;
			}
			break;
		}
	}
	if (progress) {
		reset_retry_counters(qp);
		retire(qp);
		arm_timer(qp, 1);
	}
	if (read_gap)
		retry(qp, "READ responses missing");
}

static void requester_packet(struct fv_qp *qp, const struct fv_pkt *p, const uint8_t *payload)
{
	uint8_t syn = (uint8_t)(p->aeth >> 24);
	if (p->opcode == OP_ACK) {
		int code = syn & 0x1f;
		if (psn_diff(p->psn, psn_add(qp->comp_psn, -1)) < 0 || psn_diff(p->psn, qp->next_psn) >= 0) {
			TRACE(qp, "ACK psn %u outside [%u, %u): ignored", p->psn, psn_add(qp->comp_psn, -1), qp->next_psn);
			return;
		}
		switch (syn & 0xe0) {
		case 0x00:
			ack_upto(qp, p->psn);
			break;
		case AETH_RNR_NAK: {
			struct fv_swqe *w;
			ack_upto(qp, psn_add(p->psn, -1));
			if (qp->st == IBV_QPS_ERR)
				return;
			w = wqe_for_psn(qp, p->psn);
			if (qp->rnr_left <= 0) {
				TRACE(qp, "RNR NAK psn %u: rnr_retry %u used up", p->psn, qp->attr.rnr_retry);
				send_error(qp, w, IBV_WC_RNR_RETRY_EXC_ERR);
				return;
			}
			if (qp->attr.rnr_retry != 7)
				qp->rnr_left--;
			qp->rnr_until = now_ns() + rnr_wait_ns((unsigned)code);
			qp->rnr_psn = p->psn;
			qp->retrans_at = 0;
			TRACE(qp, "RNR NAK psn %u: wait %.3f ms (timer code %d), then resend", p->psn,
			      (double)rnr_wait_ns((unsigned)code) / 1e6, code);
			break;
		}
		case 0x60: {
			struct fv_swqe *w;
			ack_upto(qp, psn_add(p->psn, -1));
			if (qp->st == IBV_QPS_ERR)
				return;
			w = wqe_for_psn(qp, p->psn);
			switch (syn) {
			case AETH_NAK_PSN_SEQ:
				retry(qp, "PSN sequence error NAK");
				break;
			case AETH_NAK_INVALID_REQ:
				send_error(qp, w, IBV_WC_REM_INV_REQ_ERR);
				break;
			case AETH_NAK_REM_ACC:
				send_error(qp, w, IBV_WC_REM_ACCESS_ERR);
				break;
			default:
				send_error(qp, w, IBV_WC_REM_OP_ERR);
				break;
			}
			break;
		}
		default:
			TRACE(qp, "ACK with reserved syndrome 0x%02x ignored", syn);
		}
		return;
	}
	/* An RDMA READ response. */
	{
		struct fv_swqe *w = wqe_for_psn(qp, p->psn);
		uint32_t off;
		if (!w || w->opcode != IBV_WR_RDMA_READ) {
			TRACE(qp, "%s psn %u matches no outstanding READ: ignored", op_name(p->opcode), p->psn);
			return;
		}
		/* A READ response implicitly acknowledges the requests before the READ. */
		if (psn_diff(qp->comp_psn, w->first_psn) < 0)
			ack_upto(qp, psn_add(w->first_psn, -1));
		if (qp->st == IBV_QPS_ERR)
			return;
		if (psn_diff(p->psn, qp->comp_psn) < 0)
			return; /* a duplicate */
		if (psn_diff(p->psn, qp->comp_psn) > 0) {
			/* A gap: ask again from the missing response, once per gap (rxe_comp.c started_retry). */
			if (!qp->gap_retried || qp->gap_psn != qp->comp_psn) {
				qp->gap_retried = 1;
				qp->gap_psn = qp->comp_psn;
				retry(qp, "READ response missing");
			}
			return;
		}
		if ((p->opcode == OP_READ_RESP_FIRST || p->opcode == OP_READ_RESP_LAST ||
		     p->opcode == OP_READ_RESP_ONLY) &&
		    (syn & 0xe0) != 0) {
			send_error(qp, w, IBV_WC_BAD_RESP_ERR);
			return;
		}
		off = (uint32_t)psn_diff(p->psn, w->first_psn) * qp->mtu;
		if (off + p->paylen > w->length) {
			send_error(qp, w, IBV_WC_LOC_LEN_ERR);
			return;
		}
		sge_copy(qp, w->sge, w->num_sge, NULL, off, (uint8_t *)payload, p->paylen, 1);
		qp->comp_psn = psn_add(p->psn, 1);
		if (p->psn != w->last_psn && (uint32_t)psn_diff(p->psn, w->first_psn) % FV_CREDIT_EVERY == FV_CREDIT_EVERY - 1) {
			struct fv_pkt c;
			pkt_init(qp, &c, OP_FV_CREDIT, qp->comp_psn);
			pkt_send(qp, &c, NULL, 0, "(link credit, not IBA)");
		}
		qp->gap_retried = 0;
		reset_retry_counters(qp);
		if (p->psn == w->last_psn) {
			w->state = WQE_DONE;
			qp->reads_out--;
			qp->stall_warned = 0;
			retire(qp);
		}
		arm_timer(qp, 1);
		transmit(qp);
	}
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Responder (the order and the statuses of rxe_resp.c)                                                           */
/* ------------------------------------------------------------------------------------------------------------ */

/* rxe_resp.c check_op_seq, for RC. */
static int op_seq_ok(int prev, int op)
{
	int continues = op == OP_SEND_MIDDLE || op == OP_SEND_LAST || op == OP_SEND_LAST_IMM || op == OP_WRITE_MIDDLE ||
			op == OP_WRITE_LAST || op == OP_WRITE_LAST_IMM;
	if (prev == OP_SEND_FIRST || prev == OP_SEND_MIDDLE)
		return op == OP_SEND_MIDDLE || op == OP_SEND_LAST || op == OP_SEND_LAST_IMM;
	if (prev == OP_WRITE_FIRST || prev == OP_WRITE_MIDDLE)
		return op == OP_WRITE_MIDDLE || op == OP_WRITE_LAST || op == OP_WRITE_LAST_IMM;
	return !continues;
}

/*
 * A class C error (rxe_resp.c do_class_ac_error, then do_complete and RESPST_ERROR): NAK the packet, complete the
 * receive WQE it took (if any) with `status`, and enter the error state, which flushes the rest.
 */
static void class_c_error(struct fv_qp *qp, const struct fv_pkt *p, uint8_t syndrome, enum ibv_wc_status status,
			  const char *why)
{
	TRACE(qp, "%s psn %u refused: %s", op_name(p->opcode), p->psn, why);
	send_ack(qp, syndrome, p->psn, why);
	if (qp->wqe_taken)
		recv_cqe(qp, status, p, 0);
	qp_to_error(qp);
}

/* A receive WQE's status after an access error that took it: rxe's, or the model's for a card. */
static enum ibv_wc_status taken_wqe_access_status(void)
{
	return cfg.provider == PROV_RXE ? IBV_WC_REM_ACCESS_ERR : IBV_WC_LOC_ACCESS_ERR;
}

/*
 * The responder's READ responses, from `psn` (a replay starts where the repeated request starts). They are sent a
 * window at a time: the HCA thread drains its sockets between bursts, so that a long reply does not overrun the peer's
 * socket, which stands for a lossless link.
 */
static void read_continue(struct fv_qp *qp, int all)
{
	static uint8_t payload[FV_MAX_PAYLOAD];
	struct fv_reply *rr = &qp->rr;
	int limit = qp->window > 2 * FV_CREDIT_EVERY ? qp->window : 2 * FV_CREDIT_EVERY;
	while (rr->active && rr->i < rr->n &&
	       (all || psn_diff(psn_add(rr->psn, (int32_t)rr->i), rr->credit_psn) < limit)) {
		struct fv_read_res *res = rr->res;
		uint32_t i = rr->i++;
		uint64_t va = rr->va + (uint64_t)i * qp->mtu;
		uint32_t len = rr->length - i * qp->mtu < qp->mtu ? rr->length - i * qp->mtu : qp->mtu;
		uint32_t rpsn = psn_add(rr->psn, (int32_t)i);
		int whole = rr->psn == res->first_psn;
		/* rxe_resp.c read_reply: FIRST or ONLY when the reply starts the READ, then MIDDLE, and LAST. */
		int op = i == 0 && whole ? (rr->n == 1 ? OP_READ_RESP_ONLY : OP_READ_RESP_FIRST)
			 : i + 1 == rr->n ? OP_READ_RESP_LAST
					   : OP_READ_RESP_MIDDLE;
		struct fv_pkt p;
		char what[64];
		if (rr->length == 0)
			len = 0;
		if (rr->i == rr->n)
			rr->active = 0;
		/* rxe_resp.c read_reply re-checks the MR (rxe_recheck_mr) for a replay and for each later packet. */
		if (len) {
			struct fv_mr *mr = lookup_mr(qp->ibqp.pd, IBV_ACCESS_REMOTE_READ, res->rkey);
			if (!mr || !mr_in_range(mr, va, len)) {
				struct fv_pkt req;
				memset(&req, 0, sizeof req);
				req.opcode = OP_READ_REQ;
				req.psn = rpsn;
				rr->active = 0;
				class_c_error(qp, &req, AETH_NAK_REM_ACC, IBV_WC_REM_ACCESS_ERR,
					      "the READ's MR is no longer valid");
				return;
			}
			memcpy(payload, mr_ptr(mr, va), len);
		}
		pkt_init(qp, &p, op, rpsn);
		if (op != OP_READ_RESP_MIDDLE)
			p.aeth = (uint32_t)AETH_ACK_UNLIMITED << 24 | (qp->msn & 0xffffff);
		snprintf(what, sizeof what, "(response %u of %u%s)", (uint32_t)psn_diff(rpsn, res->first_psn) + 1,
			 (uint32_t)psn_diff(res->last_psn, res->first_psn) + 1, rr->replay ? ", again" : "");
		rr->burst_at = now_ns();
		if (!rr->replay && whole && res->msg_index == 0 && drop_here(qp, (int)i + 2, op_name(op)))
			continue;
		pkt_send(qp, &p, payload, len, what);
	}
}

static void read_reply(struct fv_qp *qp, struct fv_read_res *res, uint32_t psn, uint64_t va, uint32_t length,
		       int replay)
{
	struct fv_reply *rr = &qp->rr;
	rr->active = 1;
	rr->res = res;
	rr->psn = psn;
	rr->va = va;
	rr->length = length;
	rr->i = 0;
	rr->n = length ? (length + qp->mtu - 1) / qp->mtu : 1;
	rr->replay = replay;
	rr->credit_psn = psn;
	read_continue(qp, 0);
}

static void duplicate_request(struct fv_qp *qp, const struct fv_pkt *p)
{
	int i;
	if (op_is_send(p->opcode) || op_is_write(p->opcode)) {
		/* rxe_resp.c duplicate_request: SEND and WRITE are acknowledged again (C9-105), not executed. */
		send_ack(qp, AETH_ACK_UNLIMITED, psn_add(qp->ack_psn, -1), "(duplicate)");
		return;
	}
	for (i = 0; i < FV_MAX_RD_ATOM; i++) {
		struct fv_read_res *r = &qp->res[i];
		if (!r->used || psn_diff(p->psn, r->first_psn) < 0 || psn_diff(p->psn, r->last_psn) > 0)
			continue;
		if (p->reth_va < r->va || p->reth_len > r->length || p->reth_va + p->reth_len > r->va + r->length ||
		    p->reth_rkey != r->rkey) {
			TRACE(qp, "duplicate READ psn %u is no subset of the original: dropped", p->psn);
			return;
		}
		read_reply(qp, r, p->psn, p->reth_va, p->reth_len, 1);
		return;
	}
	TRACE(qp, "duplicate READ psn %u matches no responder resource: dropped", p->psn);
}

static void responder_packet(struct fv_qp *qp, const struct fv_pkt *p, const uint8_t *payload)
{
	int op = p->opcode;
	int32_t diff;
	struct fv_mr *mr = NULL;

	/* check_psn */
	diff = psn_diff(p->psn, qp->resp_psn);
	/* A reply in progress is finished first (rxe_resp.c get_req: READ_REPLY before the next packet); a repeated READ
	 * replaces it (duplicate_request resets the resource). */
	if (qp->rr.active) {
		if (op == OP_READ_REQ && diff < 0)
			qp->rr.active = 0;
		else
			read_continue(qp, 1);
		if (qp->st == IBV_QPS_ERR)
			return;
	}
	if (diff > 0) {
		if (qp->sent_psn_nak) {
			TRACE(qp, "%s psn %u: out of sequence, already NAKed: dropped", op_name(op), p->psn);
			return;
		}
		qp->sent_psn_nak = 1;
		send_ack(qp, AETH_NAK_PSN_SEQ, qp->resp_psn, "(PSN sequence error)");
		return;
	}
	if (diff < 0) {
		duplicate_request(qp, p);
		return;
	}
	qp->sent_psn_nak = 0;

	/* check_op_seq */
	if (!op_seq_ok(qp->resp_opcode, op)) {
		class_c_error(qp, p, AETH_NAK_INVALID_REQ, IBV_WC_REM_INV_REQ_ERR, "opcode out of sequence");
		return;
	}
	/* check_op_valid: the QP's access flags */
	if ((op_is_write(op) && !(qp->attr.qp_access_flags & IBV_ACCESS_REMOTE_WRITE)) ||
	    (op == OP_READ_REQ && !(qp->attr.qp_access_flags & IBV_ACCESS_REMOTE_READ))) {
		class_c_error(qp, p, AETH_NAK_INVALID_REQ, IBV_WC_REM_INV_REQ_ERR,
			      "the QP's qp_access_flags do not allow it");
		return;
	}
	/* check_resource */
	if (op == OP_READ_REQ && qp->attr.max_dest_rd_atomic == 0) {
		class_c_error(qp, p, AETH_NAK_INVALID_REQ, IBV_WC_REM_INV_REQ_ERR, "max_dest_rd_atomic is 0");
		return;
	}
	if (op_takes_rwqe(op) && !qp->wqe_taken) {
		if (qp->rq_head == qp->rq_tail) {
			TRACE(qp, "%s psn %u: no receive WQE: RNR NAK", op_name(op), p->psn);
			send_ack(qp, AETH_RNR_NAK | (qp->attr.min_rnr_timer & 0x1f), p->psn, "(RNR)");
			return;
		}
		qp->wqe_taken = 1;
		qp->wqe_off = 0;
	}
	/* check_length (rxe_resp_check_length) */
	if (op_is_send(op) || op_is_write(op)) {
		int start = op_is_start(op), end = op_is_end(op);
		uint32_t n = p->paylen;
		if ((start && end && n > qp->mtu) || (!end && n != qp->mtu) || (end && !start && (n == 0 || n > qp->mtu))) {
			class_c_error(qp, p, AETH_NAK_INVALID_REQ, IBV_WC_REM_INV_REQ_ERR, "payload length vs path MTU");
			return;
		}
	}
	if (op_has_reth(op) && p->reth_len > (1u << 31)) {
		class_c_error(qp, p, AETH_NAK_INVALID_REQ, IBV_WC_REM_INV_REQ_ERR, "DMA length over 2^31");
		return;
	}
	/* check_rkey: the key, the PD, the access, the bounds; for a write, the packet's share of the length */
	if (op_is_write(op) || op == OP_READ_REQ) {
		int access = op == OP_READ_REQ ? IBV_ACCESS_REMOTE_READ : IBV_ACCESS_REMOTE_WRITE;
		if (op_has_reth(op)) {
			qp->w_va = p->reth_va;
			qp->w_rkey = p->reth_len ? p->reth_rkey : 0;
			qp->w_resid = qp->w_length = p->reth_len;
		}
		if (!(op_has_reth(op) && p->reth_len == 0)) {
			mr = lookup_mr(qp->ibqp.pd, access, qp->w_rkey);
			if (!mr) {
				class_c_error(qp, p, AETH_NAK_REM_ACC, taken_wqe_access_status(),
					      "no valid MR with this rkey, PD and access");
				return;
			}
			if (!mr_in_range(mr, qp->w_va, qp->w_resid)) {
				class_c_error(qp, p, AETH_NAK_REM_ACC, taken_wqe_access_status(),
					      "outside the MR's bounds");
				return;
			}
			if (op_is_write(op) && ((qp->w_resid > qp->mtu && p->paylen != qp->mtu) ||
						(qp->w_resid <= qp->mtu && p->paylen != qp->w_resid))) {
				class_c_error(qp, p, AETH_NAK_INVALID_REQ, IBV_WC_REM_INV_REQ_ERR,
					      "payload length vs the RETH's length");
				return;
			}
		}
	}

	/* execute */
	if (op_is_start(op)) {
		qp->msg_index = qp->msgs_started++;
		qp->msg_first_psn = p->psn;
	}
	if (op_is_send(op)) {
		struct fv_rwqe *r = &qp->rq[qp->rq_head % qp->rq_cap];
		uint32_t room = 0, left = p->paylen, off = qp->wqe_off;
		int i;
		for (i = 0; i < r->num_sge; i++)
			room += r->sge[i].length;
		if (qp->wqe_off + p->paylen > room) {
			class_c_error(qp, p, AETH_NAK_INVALID_REQ,
				      cfg.provider == PROV_RXE ? IBV_WC_REM_INV_REQ_ERR : IBV_WC_LOC_LEN_ERR,
				      "the message is longer than the receive WQE's buffers");
			return;
		}
		for (i = 0; i < r->num_sge && left; i++) {
			uint32_t n;
			struct fv_mr *lm;
			if (off >= r->sge[i].length) {
				off -= r->sge[i].length;
				continue;
			}
			n = r->sge[i].length - off < left ? r->sge[i].length - off : left;
			lm = lookup_mr(qp->ibqp.pd, IBV_ACCESS_LOCAL_WRITE, r->sge[i].lkey);
			if (!lm || !mr_in_range(lm, r->sge[i].addr + off, n)) {
				class_c_error(qp, p, AETH_NAK_REM_OP,
					      cfg.provider == PROV_RXE ? IBV_WC_LOC_QP_OP_ERR : IBV_WC_LOC_PROT_ERR,
					      "the receive WQE's lkey fails the local key check");
				return;
			}
			memcpy(mr_ptr(lm, r->sge[i].addr + off), payload + (p->paylen - left), n);
			left -= n;
			off = 0;
		}
		qp->wqe_off += p->paylen;
	} else if (op_is_write(op)) {
		if (mr && p->paylen)
			memcpy(mr_ptr(mr, qp->w_va), payload, p->paylen);
		qp->w_va += p->paylen;
		qp->w_resid -= p->paylen;
	} else if (op == OP_READ_REQ) {
		struct fv_read_res *r = &qp->res[qp->res_next];
		uint32_t n = p->reth_len ? (p->reth_len + qp->mtu - 1) / qp->mtu : 1;
		qp->res_next = (qp->res_next + 1) % (qp->attr.max_dest_rd_atomic ? qp->attr.max_dest_rd_atomic : 1);
		r->used = 1;
		r->first_psn = p->psn;
		r->last_psn = psn_add(p->psn, (int32_t)n - 1);
		r->va = p->reth_va;
		r->length = p->reth_len;
		r->rkey = p->reth_rkey;
		r->msg_index = qp->msg_index;
		qp->msn++;
		qp->resp_psn = psn_add(r->last_psn, 1);
		qp->ack_psn = qp->resp_psn;
		qp->resp_opcode = -1;
		read_reply(qp, r, p->psn, p->reth_va, p->reth_len, 0);
		return;
	}
	if (op_is_end(op))
		qp->msn++;
	qp->resp_psn = psn_add(p->psn, 1);
	qp->ack_psn = qp->resp_psn;
	qp->resp_opcode = op;

	/* complete */
	if (op_completes_rwqe(op))
		recv_cqe(qp, IBV_WC_SUCCESS, p, op_is_write(op) ? qp->w_length : qp->wqe_off);
	/* acknowledge */
	if (p->flags & FV_F_ACKREQ) {
		uint32_t n = (uint32_t)psn_diff(p->psn, qp->msg_first_psn) + 1;
		if (op_is_end(op) && qp->msg_index == 0 && drop_here(qp, (int)n + 1, "ACKNOWLEDGE"))
			return;
		send_ack(qp, AETH_ACK_UNLIMITED, p->psn, NULL);
	}
}

/* The link and the header checks before the QP's state machines (rxe_recv.c hdr_check, check_addr). */
static void on_packet(struct fv_qp *qp, const uint8_t *buf, ssize_t n)
{
	const struct fv_pkt *p = (const struct fv_pkt *)buf;
	const struct ibv_ah_attr *ah = &qp->attr.ah_attr;
	if (n < (ssize_t)sizeof *p || p->magic != FV_MAGIC || (ssize_t)(sizeof *p + p->paylen) != n)
		return;
	if (p->opcode == OP_ACK)
		TRACE(qp, "recv %s psn %u syndrome 0x%02x from qp 0x%06x", op_name(p->opcode), p->psn, p->aeth >> 24,
		      p->src_qpn);
	else
		TRACE(qp, "recv %s psn %u len %u from qp 0x%06x", op_name(p->opcode), p->psn, p->paylen, p->src_qpn);
	if (p->dest_qpn != qp->ibqp.qp_num)
		return;
	if (p->paylen > mtu_bytes(cfg.active_mtu)) {
		TRACE(qp, "dropped: %u-byte payload over the port's active MTU %u", p->paylen, mtu_bytes(cfg.active_mtu));
		return;
	}
	if (qp->st != IBV_QPS_RTR && qp->st != IBV_QPS_RTS) {
		TRACE(qp, "dropped: the QP is not in RTR or RTS");
		return;
	}
	if (cfg.link == IBV_LINK_LAYER_INFINIBAND) {
		if (p->link != FV_LINK_IB || p->dlid != cfg.lid || p->slid != ah->dlid) {
			TRACE(qp, "dropped: LIDs %u -> %u, the QP expects %u -> %u", p->slid, p->dlid, ah->dlid, cfg.lid);
			return;
		}
	} else {
		int i = ah->grh.sgid_index;
		if (p->link != FV_LINK_ETH || !(p->flags & FV_F_GRH) || !gid_index_valid(i) ||
		    memcmp(p->dgid, cfg.gids[i].gid.raw, 16) != 0 || memcmp(p->sgid, ah->grh.dgid.raw, 16) != 0) {
			char s[INET6_ADDRSTRLEN], d[INET6_ADDRSTRLEN], es[INET6_ADDRSTRLEN], ed[INET6_ADDRSTRLEN];
			inet_ntop(AF_INET6, p->sgid, s, sizeof s);
			inet_ntop(AF_INET6, p->dgid, d, sizeof d);
			inet_ntop(AF_INET6, ah->grh.dgid.raw, es, sizeof es);
			static const uint8_t zero[16];
			inet_ntop(AF_INET6, gid_index_valid(i) ? cfg.gids[i].gid.raw : zero, ed, sizeof ed);
			TRACE(qp, "dropped: GIDs %s -> %s, the QP expects %s -> %s", s, d, es, ed);
			return;
		}
	}
	if (p->opcode == OP_FV_CREDIT) {
		if (qp->rr.active && psn_diff(p->psn, qp->rr.credit_psn) > 0) {
			qp->rr.credit_psn = p->psn;
			read_continue(qp, 0);
		}
	} else if (p->opcode <= OP_READ_REQ)
		responder_packet(qp, p, buf + sizeof *p);
	else if (p->opcode <= OP_ACK) {
		if (qp->st != IBV_QPS_RTS)
			return;
		requester_packet(qp, p, buf + sizeof *p);
	}
}

/* ------------------------------------------------------------------------------------------------------------ */
/* The HCA thread                                                                                               */
/* ------------------------------------------------------------------------------------------------------------ */

static void run_timers(struct fv_qp *qp, int64_t now)
{
	if (qp->st != IBV_QPS_RTS)
		return;
	if (qp->rnr_until && now >= qp->rnr_until) {
		qp->rnr_until = 0;
		qp->tx_psn = qp->rnr_psn;
		TRACE(qp, "RNR timer expired: resend from psn %u", qp->rnr_psn);
		transmit(qp);
		arm_timer(qp, 1);
	}
	if (qp->retrans_at && now >= qp->retrans_at) {
		qp->retrans_at = 0;
		retry(qp, "ACK timeout");
	}
}

static void *hca_thread(void *arg)
{
	struct pollfd *fds = NULL;
	uint32_t *qpns = NULL;
	int cap = 0;
	(void)arg;
	for (;;) {
		int n = 1, i, r;
		int64_t next = now_ns() + 50000000ll, now;
		struct timespec ts;
		pthread_mutex_lock(&W.mu);
		if (!W.running) {
			pthread_mutex_unlock(&W.mu);
			break;
		}
		if (cap < W.nqps + 1) {
			struct pollfd *f = realloc(fds, sizeof *fds * (size_t)(W.nqps + 8));
			uint32_t *q = f ? realloc(qpns, sizeof *qpns * (size_t)(W.nqps + 8)) : NULL;
			if (f)
				fds = f;
			if (q)
				qpns = q;
			if (!f || !q) {
				pthread_mutex_unlock(&W.mu);
				nanosleep(&(struct timespec){ 0, 10000000 }, NULL);
				continue;
			}
			cap = W.nqps + 8;
		}
		fds[0].fd = W.wake[0];
		fds[0].events = POLLIN;
		for (i = 0; i < W.nqps; i++) {
			struct fv_qp *qp = W.qps[i];
			fds[n].fd = qp->fd;
			fds[n].events = POLLIN;
			qpns[n] = qp->ibqp.qp_num;
			n++;
			if (qp->retrans_at && qp->retrans_at < next)
				next = qp->retrans_at;
			if (qp->rnr_until && qp->rnr_until < next)
				next = qp->rnr_until;
			/* A reply waiting for a credit: send on without one after FV_CREDIT_WAIT_NS. */
			if (qp->rr.active && qp->rr.burst_at + FV_CREDIT_WAIT_NS < next)
				next = qp->rr.burst_at + FV_CREDIT_WAIT_NS;
		}
		pthread_mutex_unlock(&W.mu);
		now = now_ns();
		if (next < now)
			next = now;
		ts.tv_sec = (next - now) / 1000000000ll;
		ts.tv_nsec = (next - now) % 1000000000ll;
		r = ppoll(fds, (nfds_t)n, &ts, NULL);
		pthread_mutex_lock(&W.mu);
		if (r > 0 && (fds[0].revents & POLLIN)) {
			char buf[64];
			while (read(W.wake[0], buf, sizeof buf) > 0)
				;
		}
		for (i = 1; r > 0 && i < n; i++) {
			struct fv_qp *qp;
			int k;
			if (!(fds[i].revents & POLLIN))
				continue;
			qp = find_qp(qpns[i]);
			if (!qp || qp->fd != fds[i].fd)
				continue;
			for (k = 0; k < 256; k++) {
				ssize_t got = recv(qp->fd, W.rxbuf, sizeof W.rxbuf, MSG_DONTWAIT);
				if (got < 0)
					break;
				on_packet(qp, W.rxbuf, got);
				if (!find_qp(qpns[i]))
					break;
			}
		}
		now = now_ns();
		for (i = 0; i < W.nqps; i++) {
			run_timers(W.qps[i], now);
			transmit(W.qps[i]);
			if (W.qps[i]->rr.active && W.qps[i]->st != IBV_QPS_ERR && now >= W.qps[i]->rr.burst_at + FV_CREDIT_WAIT_NS) {
				struct fv_reply *rr = &W.qps[i]->rr;
				rr->credit_psn = psn_add(rr->psn, (int32_t)rr->i);
				read_continue(W.qps[i], 0);
			}
		}
		pthread_mutex_unlock(&W.mu);
	}
	free(fds);
	free(qpns);
	return NULL;
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Devices and contexts                                                                                          */
/* ------------------------------------------------------------------------------------------------------------ */

FV_EXPORT struct ibv_device **ibv_get_device_list(int *num_devices)
{
	struct ibv_device **list;
	config();
	fv_device.node_type = IBV_NODE_CA;
	fv_device.transport_type = IBV_TRANSPORT_IB;
	snprintf(fv_device.name, sizeof fv_device.name, "%s", cfg.name);
	snprintf(fv_device.dev_name, sizeof fv_device.dev_name, "uverbs0");
	snprintf(fv_device.dev_path, sizeof fv_device.dev_path, "/sys/class/infiniband_verbs/uverbs0");
	snprintf(fv_device.ibdev_path, sizeof fv_device.ibdev_path, "/sys/class/infiniband/%s", cfg.name);
	list = calloc(2, sizeof *list);
	if (!list) {
		errno = ENOMEM;
		return NULL;
	}
	list[0] = fv_device_ptr;
	if (num_devices)
		*num_devices = 1;
	return list;
}

FV_EXPORT void ibv_free_device_list(struct ibv_device **list)
{
	free(list);
}

FV_EXPORT const char *ibv_get_device_name(struct ibv_device *device)
{
	return device ? device->name : NULL;
}

FV_EXPORT int ibv_get_device_index(struct ibv_device *device)
{
	return device == fv_device_ptr ? 0 : -1;
}

FV_EXPORT __be64 ibv_get_device_guid(struct ibv_device *device)
{
	(void)device;
	config();
	return htobe64(cfg.guid);
}

static int fv_poll_cq(struct ibv_cq *ibcq, int num_entries, struct ibv_wc *wc);
static int fv_post_send(struct ibv_qp *ibqp, struct ibv_send_wr *wr, struct ibv_send_wr **bad);
static int fv_post_recv(struct ibv_qp *ibqp, struct ibv_recv_wr *wr, struct ibv_recv_wr **bad);
static int fv_query_port(struct ibv_context *ctx, uint8_t port, struct ibv_port_attr *attr, size_t len);

static int fv_req_notify_cq(struct ibv_cq *cq, int solicited_only)
{
	(void)cq;
	(void)solicited_only;
	return EOPNOTSUPP;
}

static int fv_post_srq_recv(struct ibv_srq *srq, struct ibv_recv_wr *wr, struct ibv_recv_wr **bad)
{
	(void)srq;
	if (bad)
		*bad = wr;
	return EOPNOTSUPP;
}

FV_EXPORT struct ibv_context *ibv_open_device(struct ibv_device *device)
{
	struct verbs_context *v;
	config();
	if (device != fv_device_ptr) {
		errno = ENODEV;
		return NULL;
	}
	v = calloc(1, sizeof *v);
	if (!v) {
		errno = ENOMEM;
		return NULL;
	}
	v->sz = sizeof *v;
	v->query_port = fv_query_port;
	v->context.device = device;
	v->context.cmd_fd = -1;
	v->context.async_fd = -1;
	v->context.num_comp_vectors = 1;
	v->context.abi_compat = __VERBS_ABI_IS_EXTENDED;
	v->context.ops.poll_cq = fv_poll_cq;
	v->context.ops.post_send = fv_post_send;
	v->context.ops.post_recv = fv_post_recv;
	v->context.ops.req_notify_cq = fv_req_notify_cq;
	v->context.ops.post_srq_recv = fv_post_srq_recv;
	pthread_mutex_init(&v->context.mutex, NULL);

	pthread_mutex_lock(&W.mu);
	if (W.contexts++ == 0) {
		pthread_condattr_t ca;
		pthread_condattr_init(&ca);
		pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
		pthread_cond_init(&W.cq_cv, &ca);
		pthread_condattr_destroy(&ca);
		if (pipe2(W.wake, O_NONBLOCK | O_CLOEXEC) != 0) {
			W.contexts--;
			pthread_mutex_unlock(&W.mu);
			free(v);
			return NULL;
		}
		W.running = 1;
		if (pthread_create(&W.thread, NULL, hca_thread, NULL) != 0) {
			W.running = 0;
			W.contexts--;
			close(W.wake[0]);
			close(W.wake[1]);
			W.wake[0] = W.wake[1] = -1;
			pthread_mutex_unlock(&W.mu);
			free(v);
			errno = EAGAIN;
			return NULL;
		}
		if (cfg.trace)
			trace_line(NULL, "device %s, %s link, active MTU %u, LID %u", cfg.name,
				   cfg.link == IBV_LINK_LAYER_INFINIBAND ? "InfiniBand" : "Ethernet",
				   mtu_bytes(cfg.active_mtu), cfg.lid);
	}
	pthread_mutex_unlock(&W.mu);
	return &v->context;
}

FV_EXPORT int ibv_close_device(struct ibv_context *context)
{
	struct verbs_context *v = verbs_get_ctx(context);
	int stop;
	pthread_mutex_lock(&W.mu);
	stop = --W.contexts == 0;
	if (stop)
		W.running = 0;
	pthread_mutex_unlock(&W.mu);
	if (stop) {
		wake_thread();
		pthread_join(W.thread, NULL);
		close(W.wake[0]);
		close(W.wake[1]);
		W.wake[0] = W.wake[1] = -1;
	}
	free(v);
	return 0;
}

FV_EXPORT int ibv_fork_init(void)
{
	return 0;
}

FV_EXPORT int ibv_query_device(struct ibv_context *context, struct ibv_device_attr *a)
{
	(void)context;
	config();
	memset(a, 0, sizeof *a);
	snprintf(a->fw_ver, sizeof a->fw_ver, "%s", cfg.provider == PROV_RXE ? "" : "16.35.0000 (fakeverbs)");
	a->node_guid = htobe64(cfg.guid);
	a->sys_image_guid = htobe64(cfg.guid);
	a->max_mr_size = ~0ull;
	a->page_size_cap = 0xfffff000u;
	a->vendor_id = cfg.provider == PROV_RXE ? 0xffffff : 0x02c9;
	a->vendor_part_id = cfg.provider == PROV_RXE ? 0 : 4119; /* ConnectX-5 */
	a->hw_ver = 0;
	a->max_qp = 1 << 16;
	a->max_qp_wr = FV_MAX_WR;
	a->device_cap_flags = IBV_DEVICE_RC_RNR_NAK_GEN | IBV_DEVICE_PORT_ACTIVE_EVENT;
	a->max_sge = FV_MAX_SGE;
	a->max_sge_rd = FV_MAX_SGE;
	a->max_cq = 1 << 16;
	a->max_cqe = 1 << 16;
	a->max_mr = 1 << 20;
	a->max_pd = 1 << 16;
	a->max_qp_rd_atom = FV_MAX_RD_ATOM;
	a->max_qp_init_rd_atom = FV_MAX_RD_ATOM;
	a->max_res_rd_atom = FV_MAX_RD_ATOM << 16;
	a->atomic_cap = IBV_ATOMIC_NONE;
	a->max_pkeys = cfg.provider == PROV_RXE ? 64 : 128;
	a->local_ca_ack_delay = 16;
	a->phys_port_cnt = 1;
	return 0;
}

static void fill_port(struct ibv_port_attr *a)
{
	config();
	memset(a, 0, sizeof *a);
	a->state = IBV_PORT_ACTIVE;
	a->max_mtu = IBV_MTU_4096;
	a->active_mtu = cfg.active_mtu;
	a->gid_tbl_len = FV_GID_TBL_LEN;
	a->port_cap_flags = IBV_PORT_CM_SUP;
	a->max_msg_sz = 1u << 30;
	a->pkey_tbl_len = cfg.provider == PROV_RXE ? 64 : 128;
	a->lid = cfg.lid;
	a->sm_lid = cfg.link == IBV_LINK_LAYER_INFINIBAND ? 1 : 0;
	a->lmc = 0;
	a->max_vl_num = cfg.link == IBV_LINK_LAYER_INFINIBAND ? 4 : 1;
	a->subnet_timeout = cfg.link == IBV_LINK_LAYER_INFINIBAND ? 18 : 0;
	a->active_width = 2;  /* 4X */
	a->active_speed = 32; /* EDR */
	a->phys_state = 5;    /* LinkUp */
	a->link_layer = (uint8_t)cfg.link;
}

static int fv_query_port(struct ibv_context *ctx, uint8_t port, struct ibv_port_attr *attr, size_t len)
{
	struct ibv_port_attr a;
	(void)ctx;
	if (port != 1)
		return EINVAL;
	fill_port(&a);
	memcpy(attr, &a, len < sizeof a ? len : sizeof a);
	return 0;
}

/* The compat entry (struct _compat_ibv_port_attr: struct ibv_port_attr without port_cap_flags2). */
FV_EXPORT int ibv_query_port(struct ibv_context *context, uint8_t port_num, struct _compat_ibv_port_attr *port_attr)
{
	return fv_query_port(context, port_num, (struct ibv_port_attr *)port_attr,
			     offsetof(struct ibv_port_attr, port_cap_flags2));
}

FV_EXPORT int ibv_query_gid(struct ibv_context *context, uint8_t port_num, int index, union ibv_gid *gid)
{
	(void)context;
	config();
	if (port_num != 1 || index < 0 || index >= FV_GID_TBL_LEN) {
		errno = EINVAL;
		return -1;
	}
	/* An empty entry reads as the zero GID (libibverbs keeps that behaviour). */
	*gid = cfg.gids[index].gid;
	return 0;
}

static uint32_t gid_type_of(int kind)
{
	return kind == GID_V2 ? IBV_GID_TYPE_ROCE_V2 : kind == GID_V1 ? IBV_GID_TYPE_ROCE_V1 : IBV_GID_TYPE_IB;
}

FV_EXPORT int _ibv_query_gid_ex(struct ibv_context *context, uint32_t port_num, uint32_t gid_index,
				struct ibv_gid_entry *entry, uint32_t flags, size_t entry_size)
{
	struct ibv_gid_entry e;
	(void)context;
	config();
	if (flags || port_num != 1 || gid_index >= FV_GID_TBL_LEN)
		return EINVAL;
	if (cfg.gids[gid_index].kind == GID_EMPTY)
		return ENODATA;
	memset(&e, 0, sizeof e);
	e.gid = cfg.gids[gid_index].gid;
	e.gid_index = gid_index;
	e.port_num = port_num;
	e.gid_type = gid_type_of(cfg.gids[gid_index].kind);
	e.ndev_ifindex = cfg.link == IBV_LINK_LAYER_ETHERNET ? 1 : 0;
	memcpy(entry, &e, entry_size < sizeof e ? entry_size : sizeof e);
	return 0;
}

FV_EXPORT ssize_t _ibv_query_gid_table(struct ibv_context *context, struct ibv_gid_entry *entries,
				       size_t max_entries, uint32_t flags, size_t entry_size)
{
	size_t n = 0;
	uint32_t i;
	if (flags)
		return -EINVAL;
	for (i = 0; i < FV_GID_TBL_LEN; i++) {
		struct ibv_gid_entry e;
		if (_ibv_query_gid_ex(context, 1, i, &e, 0, sizeof e) != 0)
			continue;
		if (n >= max_entries)
			return -EINVAL;
		memcpy((uint8_t *)entries + n * entry_size, &e, entry_size < sizeof e ? entry_size : sizeof e);
		n++;
	}
	return (ssize_t)n;
}

/*
 * libibverbs' private ibv_query_gid_type (driver.h), with its ABI: it writes enum ibv_gid_type_sysfs,
 * IBV_GID_TYPE_SYSFS_IB_ROCE_V1 = 0 for an IB or RoCE v1 GID and IBV_GID_TYPE_SYSFS_ROCE_V2 = 1 for RoCE v2 (not
 * enum ibv_gid_type's values, which ibv_query_gid_ex's gid_type has). An empty entry reads as 0, as in libibverbs.
 */
FV_EXPORT int ibv_query_gid_type(struct ibv_context *context, uint8_t port_num, unsigned int index, int *type)
{
	(void)context;
	config();
	if (port_num != 1 || index >= FV_GID_TBL_LEN) {
		errno = EINVAL;
		return -1;
	}
	*type = cfg.gids[index].kind == GID_V2 ? 1 : 0;
	return 0;
}

FV_EXPORT int ibv_query_pkey(struct ibv_context *context, uint8_t port_num, int index, __be16 *pkey)
{
	(void)context;
	if (port_num != 1 || index < 0 || index >= 128) {
		errno = EINVAL;
		return -1;
	}
	*pkey = index == 0 ? htobe16(0xffff) : 0;
	return 0;
}

FV_EXPORT int ibv_get_pkey_index(struct ibv_context *context, uint8_t port_num, __be16 pkey)
{
	(void)context;
	return port_num == 1 && (be16toh(pkey) & 0x7fff) == 0x7fff ? 0 : -1;
}

/* ------------------------------------------------------------------------------------------------------------ */
/* PDs, MRs, CQs                                                                                                */
/* ------------------------------------------------------------------------------------------------------------ */

FV_EXPORT struct ibv_pd *ibv_alloc_pd(struct ibv_context *context)
{
	struct fv_pd *pd = calloc(1, sizeof *pd);
	if (!pd) {
		errno = ENOMEM;
		return NULL;
	}
	pd->ibpd.context = context;
	pthread_mutex_lock(&W.mu);
	pd->ibpd.handle = ++W.next_handle;
	pthread_mutex_unlock(&W.mu);
	return &pd->ibpd;
}

FV_EXPORT int ibv_dealloc_pd(struct ibv_pd *ibpd)
{
	struct fv_pd *pd = (struct fv_pd *)ibpd;
	pthread_mutex_lock(&W.mu);
	if (pd->refs) {
		pthread_mutex_unlock(&W.mu);
		warn("ibv_dealloc_pd: the PD still has %d MRs or QPs", pd->refs);
		return EBUSY;
	}
	pthread_mutex_unlock(&W.mu);
	free(pd);
	return 0;
}

FV_EXPORT struct ibv_mr *ibv_reg_mr_iova2(struct ibv_pd *pd, void *addr, size_t length, uint64_t iova,
					  unsigned int access)
{
	struct fv_mr *mr;
	/* IBA: remote write or atomic access needs local write (ib_check_mr_access). */
	if ((access & (IBV_ACCESS_REMOTE_WRITE | IBV_ACCESS_REMOTE_ATOMIC)) && !(access & IBV_ACCESS_LOCAL_WRITE)) {
		warn("ibv_reg_mr: REMOTE_WRITE or REMOTE_ATOMIC without LOCAL_WRITE");
		errno = EINVAL;
		return NULL;
	}
	if (!pd || (!addr && length)) {
		errno = EINVAL;
		return NULL;
	}
	mr = calloc(1, sizeof *mr);
	if (!mr) {
		errno = ENOMEM;
		return NULL;
	}
	pthread_mutex_lock(&W.mu);
	if (W.nmrs == 0)
		W.nmrs = 1;
	if (W.nmrs >= W.mrs_cap) {
		uint32_t cap = W.mrs_cap ? W.mrs_cap * 2 : 64;
		struct fv_mr **m = realloc(W.mrs, sizeof *m * cap);
		if (!m) {
			pthread_mutex_unlock(&W.mu);
			free(mr);
			errno = ENOMEM;
			return NULL;
		}
		memset(m + W.mrs_cap, 0, sizeof *m * (cap - W.mrs_cap));
		W.mrs = m;
		W.mrs_cap = cap;
	}
	mr->index = W.nmrs++;
	mr->access = (int)access;
	mr->iova = iova;
	mr->ibmr.context = pd->context;
	mr->ibmr.pd = pd;
	mr->ibmr.addr = addr;
	mr->ibmr.length = length;
	mr->ibmr.handle = ++W.next_handle;
	/* mlx5 and rxe (rxe_mr.c rxe_mr_init) give a user MR the same lkey and rkey. */
	mr->ibmr.lkey = mr->ibmr.rkey = key_of(mr->index);
	W.mrs[mr->index] = mr;
	((struct fv_pd *)pd)->refs++;
	pthread_mutex_unlock(&W.mu);
	return &mr->ibmr;
}

FV_EXPORT struct ibv_mr *ibv_reg_mr(struct ibv_pd *pd, void *addr, size_t length, int access)
{
	return ibv_reg_mr_iova2(pd, addr, length, (uintptr_t)addr, (unsigned)access);
}

FV_EXPORT struct ibv_mr *ibv_reg_mr_iova(struct ibv_pd *pd, void *addr, size_t length, uint64_t iova, int access)
{
	return ibv_reg_mr_iova2(pd, addr, length, iova, (unsigned)access);
}

FV_EXPORT int ibv_dereg_mr(struct ibv_mr *ibmr)
{
	struct fv_mr *mr = (struct fv_mr *)ibmr;
	pthread_mutex_lock(&W.mu);
	if (mr->index < W.nmrs && W.mrs[mr->index] == mr)
		W.mrs[mr->index] = NULL;
	((struct fv_pd *)mr->ibmr.pd)->refs--;
	pthread_mutex_unlock(&W.mu);
	free(mr);
	return 0;
}

FV_EXPORT int ibv_rereg_mr(struct ibv_mr *mr, int flags, struct ibv_pd *pd, void *addr, size_t length, int access)
{
	(void)mr, (void)flags, (void)pd, (void)addr, (void)length, (void)access;
	return EOPNOTSUPP;
}

FV_EXPORT struct ibv_comp_channel *ibv_create_comp_channel(struct ibv_context *context)
{
	(void)context;
	warn("ibv_create_comp_channel: completion events are not modelled by the double");
	errno = EOPNOTSUPP;
	return NULL;
}

FV_EXPORT int ibv_destroy_comp_channel(struct ibv_comp_channel *channel)
{
	(void)channel;
	return EOPNOTSUPP;
}

FV_EXPORT struct ibv_cq *ibv_create_cq(struct ibv_context *context, int cqe, void *cq_context,
				       struct ibv_comp_channel *channel, int comp_vector)
{
	struct fv_cq *cq;
	int cap;
	(void)comp_vector;
	config();
	if (cqe < 1 || cqe > (1 << 16) || channel) {
		errno = EINVAL;
		return NULL;
	}
	/* mlx5 rounds the ring up to a power of two and grants one fewer; rxe grants what was asked. */
	if (cfg.provider == PROV_RXE)
		cap = cqe;
	else
		for (cap = 1; cap < cqe + 1; cap <<= 1)
			;
	cq = calloc(1, sizeof *cq);
	if (!cq || !(cq->ring = calloc((size_t)cap, sizeof *cq->ring))) {
		free(cq);
		errno = ENOMEM;
		return NULL;
	}
	cq->cap = cap;
	cq->ibcq.context = context;
	cq->ibcq.cq_context = cq_context;
	cq->ibcq.cqe = cfg.provider == PROV_RXE ? cap : cap - 1;
	pthread_mutex_init(&cq->ibcq.mutex, NULL);
	pthread_cond_init(&cq->ibcq.cond, NULL);
	pthread_mutex_lock(&W.mu);
	cq->ibcq.handle = ++W.next_handle;
	pthread_mutex_unlock(&W.mu);
	return &cq->ibcq;
}

FV_EXPORT int ibv_resize_cq(struct ibv_cq *cq, int cqe)
{
	(void)cq, (void)cqe;
	return EOPNOTSUPP;
}

FV_EXPORT int ibv_destroy_cq(struct ibv_cq *ibcq)
{
	struct fv_cq *cq = (struct fv_cq *)ibcq;
	pthread_mutex_lock(&W.mu);
	if (cq->refs) {
		pthread_mutex_unlock(&W.mu);
		warn("ibv_destroy_cq: %d QPs still use the CQ", cq->refs);
		return EBUSY;
	}
	pthread_mutex_unlock(&W.mu);
	free(cq->ring);
	free(cq);
	return 0;
}

FV_EXPORT void ibv_ack_cq_events(struct ibv_cq *cq, unsigned int nevents)
{
	(void)cq, (void)nevents;
}

/* ibv_poll_cq: the CQEs written so far; on an empty CQ it waits up to 1 ms for one, so that a polling loop sleeps. */
static int fv_poll_cq(struct ibv_cq *ibcq, int num_entries, struct ibv_wc *wc)
{
	struct fv_cq *cq = (struct fv_cq *)ibcq;
	int n = 0;
	pthread_mutex_lock(&W.mu);
	if (cq->count == 0 && num_entries > 0) {
		struct timespec ts;
		clock_gettime(CLOCK_MONOTONIC, &ts);
		ts.tv_nsec += 1000000;
		if (ts.tv_nsec >= 1000000000) {
			ts.tv_sec++;
			ts.tv_nsec -= 1000000000;
		}
		pthread_cond_timedwait(&W.cq_cv, &W.mu, &ts);
	}
	while (n < num_entries && cq->count > 0) {
		struct fv_cqe *e = &cq->ring[cq->head];
		wc[n++] = e->wc;
		cq->head = (cq->head + 1) % cq->cap;
		cq->count--;
		/* libmlx5 frees send queue slots when it polls a send CQE: those of the WQE and the unsignaled ones before it. */
		if (e->is_send && cfg.provider == PROV_MLX5) {
			struct fv_qp *qp = find_qp(e->qpn);
			if (qp && qp->sq_released < e->sq_seq + 1)
				qp->sq_released = e->sq_seq + 1;
		}
	}
	if (n == 0 && cq->overrun) {
		pthread_mutex_unlock(&W.mu);
		return -1;
	}
	pthread_mutex_unlock(&W.mu);
	return n;
}

/* ------------------------------------------------------------------------------------------------------------ */
/* QPs                                                                                                          */
/* ------------------------------------------------------------------------------------------------------------ */

FV_EXPORT struct ibv_qp *ibv_create_qp(struct ibv_pd *pd, struct ibv_qp_init_attr *init)
{
	struct fv_qp *qp;
	struct sockaddr_in a;
	socklen_t alen = sizeof a;
	int rcvbuf = 8 << 20, got = 0;
	socklen_t glen = sizeof got;
	config();
	if (!pd || !init || !init->send_cq || !init->recv_cq) {
		errno = EINVAL;
		return NULL;
	}
	if (init->qp_type != IBV_QPT_RC || init->srq) {
		warn("ibv_create_qp: the double models RC QPs without an SRQ only");
		errno = EOPNOTSUPP;
		return NULL;
	}
	if (init->cap.max_send_wr < 1 || init->cap.max_send_wr > FV_MAX_WR || init->cap.max_recv_wr > FV_MAX_WR ||
	    init->cap.max_send_sge > FV_MAX_SGE || init->cap.max_recv_sge > FV_MAX_SGE ||
	    init->cap.max_inline_data > 1024) {
		warn("ibv_create_qp: caps over the device's limits (max_wr %d, max_sge %d, inline 1024)", FV_MAX_WR,
		     FV_MAX_SGE);
		errno = EINVAL;
		return NULL;
	}
	qp = calloc(1, sizeof *qp);
	if (!qp) {
		errno = ENOMEM;
		return NULL;
	}
	qp->fd = socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
	memset(&a, 0, sizeof a);
	a.sin_family = AF_INET;
	a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	if (qp->fd < 0 || bind(qp->fd, (struct sockaddr *)&a, sizeof a) != 0 ||
	    getsockname(qp->fd, (struct sockaddr *)&a, &alen) != 0) {
		int e = errno;
		if (qp->fd >= 0)
			close(qp->fd);
		free(qp);
		errno = e;
		return NULL;
	}
	setsockopt(qp->fd, SOL_SOCKET, SO_RCVBUF, &rcvbuf, sizeof rcvbuf);
	setsockopt(qp->fd, SOL_SOCKET, SO_SNDBUF, &rcvbuf, sizeof rcvbuf);
	if (getsockopt(qp->fd, SOL_SOCKET, SO_RCVBUF, &got, &glen) != 0 || got <= 0)
		got = 212992;
	qp->rcvbuf = got;

	qp->init = *init;
	/* rxe grants at least the SGE list's size as inline data (rxe_qp.c rxe_qp_init_req). */
	if (cfg.provider == PROV_RXE && qp->init.cap.max_inline_data < 16 * (qp->init.cap.max_send_sge ? qp->init.cap.max_send_sge : 1))
		qp->init.cap.max_inline_data = 16 * (qp->init.cap.max_send_sge ? qp->init.cap.max_send_sge : 1);
	init->cap = qp->init.cap;
	qp->sq_cap = init->cap.max_send_wr;
	qp->rq_cap = init->cap.max_recv_wr ? init->cap.max_recv_wr : 1;
	qp->sq = calloc(qp->sq_cap, sizeof *qp->sq);
	qp->rq = calloc(qp->rq_cap, sizeof *qp->rq);
	if (!qp->sq || !qp->rq) {
		close(qp->fd);
		free(qp->sq);
		free(qp->rq);
		free(qp);
		errno = ENOMEM;
		return NULL;
	}
	qp->st = IBV_QPS_RESET;
	qp->resp_opcode = -1;
	qp->attr.qp_state = IBV_QPS_RESET;
	qp->attr.cap = init->cap;
	qp->ibqp.context = pd->context;
	qp->ibqp.qp_context = init->qp_context;
	qp->ibqp.pd = pd;
	qp->ibqp.send_cq = init->send_cq;
	qp->ibqp.recv_cq = init->recv_cq;
	qp->ibqp.qp_type = IBV_QPT_RC;
	qp->ibqp.state = IBV_QPS_RESET;
	/* The QPN is the UDP port: a peer that knows the QPN knows where to send. */
	qp->ibqp.qp_num = ntohs(a.sin_port);
	pthread_mutex_init(&qp->ibqp.mutex, NULL);
	pthread_cond_init(&qp->ibqp.cond, NULL);

	pthread_mutex_lock(&W.mu);
	qp->ibqp.handle = ++W.next_handle;
	if (W.nqps == W.qps_cap) {
		int cap = W.qps_cap ? W.qps_cap * 2 : 8;
		struct fv_qp **q = realloc(W.qps, sizeof *q * (size_t)cap);
		if (!q) {
			pthread_mutex_unlock(&W.mu);
			close(qp->fd);
			free(qp->sq);
			free(qp->rq);
			free(qp);
			errno = ENOMEM;
			return NULL;
		}
		W.qps = q;
		W.qps_cap = cap;
	}
	W.qps[W.nqps++] = qp;
	((struct fv_pd *)pd)->refs++;
	((struct fv_cq *)init->send_cq)->refs++;
	((struct fv_cq *)init->recv_cq)->refs++;
	pthread_mutex_unlock(&W.mu);
	wake_thread();
	TRACE(qp, "created (UDP 127.0.0.1:%u)", qp->ibqp.qp_num);
	return &qp->ibqp;
}

static void reset_queues(struct fv_qp *qp)
{
	uint64_t s;
	for (s = qp->sq_head; s < qp->sq_tail; s++) {
		free(swqe_at(qp, s)->inl);
		swqe_at(qp, s)->inl = NULL;
	}
	qp->sq_head = qp->sq_tail = qp->sq_next = qp->sq_released = 0;
	qp->rq_head = qp->rq_tail = 0;
	qp->wqe_taken = 0;
	qp->reads_out = 0;
	qp->retrans_at = qp->rnr_until = 0;
	memset(qp->res, 0, sizeof qp->res);
	qp->rr.active = 0;
}

FV_EXPORT int ibv_destroy_qp(struct ibv_qp *ibqp)
{
	struct fv_qp *qp = (struct fv_qp *)ibqp;
	int i;
	pthread_mutex_lock(&W.mu);
	for (i = 0; i < W.nqps; i++)
		if (W.qps[i] == qp) {
			W.qps[i] = W.qps[--W.nqps];
			break;
		}
	((struct fv_pd *)qp->ibqp.pd)->refs--;
	((struct fv_cq *)qp->ibqp.send_cq)->refs--;
	((struct fv_cq *)qp->ibqp.recv_cq)->refs--;
	reset_queues(qp);
	close(qp->fd);
	pthread_mutex_unlock(&W.mu);
	wake_thread();
	free(qp->sq);
	free(qp->rq);
	free(qp);
	return 0;
}

static const char *state_name(enum ibv_qp_state s)
{
	static const char *const n[] = { "RESET", "INIT", "RTR", "RTS", "SQD", "SQE", "ERR" };
	return s <= IBV_QPS_ERR ? n[s] : "?";
}

/* The attributes each RC transition requires and allows (the kernel's qp_state_table, ib_modify_qp_is_ok). */
static int transition_masks(enum ibv_qp_state cur, enum ibv_qp_state next, int *req, int *opt)
{
	*req = *opt = 0;
	if (next == IBV_QPS_RESET || next == IBV_QPS_ERR)
		return 1;
	if (cur == IBV_QPS_RESET && next == IBV_QPS_INIT) {
		*req = IBV_QP_PKEY_INDEX | IBV_QP_PORT | IBV_QP_ACCESS_FLAGS;
		return 1;
	}
	if (cur == IBV_QPS_INIT && next == IBV_QPS_INIT) {
		*opt = IBV_QP_PKEY_INDEX | IBV_QP_PORT | IBV_QP_ACCESS_FLAGS;
		return 1;
	}
	if (cur == IBV_QPS_INIT && next == IBV_QPS_RTR) {
		*req = IBV_QP_AV | IBV_QP_PATH_MTU | IBV_QP_DEST_QPN | IBV_QP_RQ_PSN | IBV_QP_MAX_DEST_RD_ATOMIC |
		       IBV_QP_MIN_RNR_TIMER;
		*opt = IBV_QP_ALT_PATH | IBV_QP_ACCESS_FLAGS | IBV_QP_PKEY_INDEX;
		return 1;
	}
	if (cur == IBV_QPS_RTR && next == IBV_QPS_RTS) {
		*req = IBV_QP_SQ_PSN | IBV_QP_MAX_QP_RD_ATOMIC | IBV_QP_RETRY_CNT | IBV_QP_RNR_RETRY | IBV_QP_TIMEOUT;
		*opt = IBV_QP_CUR_STATE | IBV_QP_ALT_PATH | IBV_QP_ACCESS_FLAGS | IBV_QP_MIN_RNR_TIMER |
		       IBV_QP_PATH_MIG_STATE;
		return 1;
	}
	if (cur == IBV_QPS_RTS && next == IBV_QPS_RTS) {
		*opt = IBV_QP_CUR_STATE | IBV_QP_ACCESS_FLAGS | IBV_QP_ALT_PATH | IBV_QP_PATH_MIG_STATE |
		       IBV_QP_MIN_RNR_TIMER;
		return 1;
	}
	return 0;
}

FV_EXPORT int ibv_modify_qp(struct ibv_qp *ibqp, struct ibv_qp_attr *attr, int mask)
{
	struct fv_qp *qp = (struct fv_qp *)ibqp;
	enum ibv_qp_state cur, next;
	int req, opt;
	pthread_mutex_lock(&W.mu);
	cur = qp->st;
	if ((mask & IBV_QP_CUR_STATE) && attr->cur_qp_state != cur && cur != IBV_QPS_ERR) {
		pthread_mutex_unlock(&W.mu);
		warn("ibv_modify_qp: cur_qp_state %s is not the QP's state %s", state_name(attr->cur_qp_state),
		     state_name(cur));
		return EINVAL;
	}
	next = mask & IBV_QP_STATE ? attr->qp_state : cur;
	if (!transition_masks(cur, next, &req, &opt)) {
		pthread_mutex_unlock(&W.mu);
		warn("ibv_modify_qp: no RC transition %s -> %s", state_name(cur), state_name(next));
		return EINVAL;
	}
	if ((mask & req) != req || (mask & ~(req | opt | IBV_QP_STATE)) != 0) {
		pthread_mutex_unlock(&W.mu);
		warn("ibv_modify_qp(%s -> %s): attr_mask 0x%x, required 0x%x, allowed 0x%x", state_name(cur),
		     state_name(next), (unsigned)mask, (unsigned)req, (unsigned)(req | opt | IBV_QP_STATE));
		return EINVAL;
	}
	if ((mask & IBV_QP_PORT) && attr->port_num != 1) {
		pthread_mutex_unlock(&W.mu);
		warn("ibv_modify_qp: port_num %u (the device has port 1)", attr->port_num);
		return EINVAL;
	}
	if ((mask & IBV_QP_PATH_MTU) && !mtu_bytes(attr->path_mtu)) {
		pthread_mutex_unlock(&W.mu);
		warn("ibv_modify_qp: path_mtu %d is no enum ibv_mtu", (int)attr->path_mtu);
		return EINVAL;
	}
	if ((mask & IBV_QP_AV) && attr->ah_attr.port_num != 1) {
		pthread_mutex_unlock(&W.mu);
		warn("ibv_modify_qp: ah_attr.port_num %u (the device has port 1)", attr->ah_attr.port_num);
		return EINVAL;
	}
	if ((mask & IBV_QP_AV) && cfg.link == IBV_LINK_LAYER_ETHERNET && !attr->ah_attr.is_global) {
		pthread_mutex_unlock(&W.mu);
		warn("ibv_modify_qp: a RoCE address vector needs is_global = 1 and a GRH");
		return EINVAL;
	}
	if ((mask & IBV_QP_AV) && attr->ah_attr.is_global && !gid_index_valid(attr->ah_attr.grh.sgid_index)) {
		pthread_mutex_unlock(&W.mu);
		warn("ibv_modify_qp: sgid_index %u names no GID", attr->ah_attr.grh.sgid_index);
		return EINVAL;
	}
	if (((mask & IBV_QP_MAX_DEST_RD_ATOMIC) && attr->max_dest_rd_atomic > FV_MAX_RD_ATOM) ||
	    ((mask & IBV_QP_MAX_QP_RD_ATOMIC) && attr->max_rd_atomic > FV_MAX_RD_ATOM) ||
	    ((mask & IBV_QP_RETRY_CNT) && attr->retry_cnt > 7) || ((mask & IBV_QP_RNR_RETRY) && attr->rnr_retry > 7) ||
	    ((mask & IBV_QP_TIMEOUT) && attr->timeout > 31) || ((mask & IBV_QP_MIN_RNR_TIMER) && attr->min_rnr_timer > 31) ||
	    ((mask & IBV_QP_DEST_QPN) && attr->dest_qp_num > 0xffffff)) {
		pthread_mutex_unlock(&W.mu);
		warn("ibv_modify_qp: an attribute is out of its range");
		return EINVAL;
	}

#define TAKE(bit, field)                                                                                               \
	if (mask & (bit))                                                                                              \
	qp->attr.field = attr->field
	TAKE(IBV_QP_PKEY_INDEX, pkey_index);
	TAKE(IBV_QP_PORT, port_num);
	TAKE(IBV_QP_ACCESS_FLAGS, qp_access_flags);
	TAKE(IBV_QP_AV, ah_attr);
	TAKE(IBV_QP_PATH_MTU, path_mtu);
	TAKE(IBV_QP_DEST_QPN, dest_qp_num);
	TAKE(IBV_QP_RQ_PSN, rq_psn);
	TAKE(IBV_QP_MAX_DEST_RD_ATOMIC, max_dest_rd_atomic);
	TAKE(IBV_QP_MIN_RNR_TIMER, min_rnr_timer);
	TAKE(IBV_QP_SQ_PSN, sq_psn);
	TAKE(IBV_QP_MAX_QP_RD_ATOMIC, max_rd_atomic);
	TAKE(IBV_QP_RETRY_CNT, retry_cnt);
	TAKE(IBV_QP_RNR_RETRY, rnr_retry);
	TAKE(IBV_QP_TIMEOUT, timeout);
	TAKE(IBV_QP_ALT_PATH, alt_ah_attr);
	TAKE(IBV_QP_PATH_MIG_STATE, path_mig_state);
#undef TAKE

	if (next != cur)
		TRACE(qp, "%s -> %s", state_name(cur), state_name(next));
	if (next == IBV_QPS_RESET) {
		reset_queues(qp);
		memset(&qp->attr, 0, sizeof qp->attr);
		qp->attr.cap = qp->init.cap;
		qp->resp_opcode = -1;
	} else if (next == IBV_QPS_ERR) {
		qp_to_error(qp);
	} else if (cur == IBV_QPS_INIT && next == IBV_QPS_RTR) {
		/* The window: what the peer's socket holds, as packets of this path MTU (rxe_req.c caps unacked PSNs at 128). */
		int win;
		qp->mtu = mtu_bytes(qp->attr.path_mtu);
		win = qp->rcvbuf / (int)(qp->mtu + 512) / 4;
		qp->window = win < 4 ? 4 : win > 128 ? 128 : win;
		qp->resp_psn = qp->ack_psn = qp->attr.rq_psn & 0xffffff;
		qp->resp_opcode = -1;
		qp->sent_psn_nak = 0;
	} else if (cur == IBV_QPS_RTR && next == IBV_QPS_RTS) {
		uint32_t psn = qp->attr.sq_psn & 0xffffff;
		qp->next_psn = qp->tx_psn = qp->comp_psn = qp->hw_psn = psn;
		qp->ackreq_psn = psn_add(psn, -1);
		reset_retry_counters(qp);
	}
	qp->st = next;
	qp->attr.qp_state = next;
	qp->ibqp.state = next;
	if (next == IBV_QPS_RTS)
		transmit(qp);
	pthread_mutex_unlock(&W.mu);
	wake_thread();
	return 0;
}

FV_EXPORT int ibv_query_qp(struct ibv_qp *ibqp, struct ibv_qp_attr *attr, int mask, struct ibv_qp_init_attr *init)
{
	struct fv_qp *qp = (struct fv_qp *)ibqp;
	(void)mask;
	pthread_mutex_lock(&W.mu);
	*attr = qp->attr;
	attr->qp_state = qp->st;
	attr->cur_qp_state = qp->st;
	attr->cap = qp->init.cap;
	if (qp->st >= IBV_QPS_RTR) {
		attr->rq_psn = qp->resp_psn;
		attr->sq_psn = qp->next_psn;
	}
	if (init)
		*init = qp->init;
	qp->ibqp.state = qp->st;
	pthread_mutex_unlock(&W.mu);
	return 0;
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Posting                                                                                                      */
/* ------------------------------------------------------------------------------------------------------------ */

static int fv_post_send(struct ibv_qp *ibqp, struct ibv_send_wr *wr, struct ibv_send_wr **bad)
{
	struct fv_qp *qp = (struct fv_qp *)ibqp;
	int err = 0;
	pthread_mutex_lock(&W.mu);
	for (; wr; wr = wr->next) {
		struct fv_swqe *w;
		uint64_t total = 0;
		int i;
		if (qp->st != IBV_QPS_RTS && qp->st != IBV_QPS_ERR) {
			warn("ibv_post_send: the QP is in %s, not RTS", state_name(qp->st));
			err = EINVAL;
			break;
		}
		if (wr->opcode != IBV_WR_RDMA_WRITE && wr->opcode != IBV_WR_RDMA_WRITE_WITH_IMM &&
		    wr->opcode != IBV_WR_SEND && wr->opcode != IBV_WR_SEND_WITH_IMM && wr->opcode != IBV_WR_RDMA_READ) {
			warn("ibv_post_send: opcode %d is not modelled (WRITE, WRITE_WITH_IMM, SEND, SEND_WITH_IMM, READ)",
			     (int)wr->opcode);
			err = EINVAL;
			break;
		}
		if (wr->num_sge < 0 || (uint32_t)wr->num_sge > qp->init.cap.max_send_sge) {
			warn("ibv_post_send: num_sge %d over max_send_sge %u", wr->num_sge, qp->init.cap.max_send_sge);
			err = EINVAL;
			break;
		}
		for (i = 0; i < wr->num_sge; i++)
			total += wr->sg_list[i].length;
		if ((wr->send_flags & IBV_SEND_INLINE) && wr->opcode == IBV_WR_RDMA_READ) {
			warn("ibv_post_send: IBV_SEND_INLINE on an RDMA READ");
			err = EINVAL;
			break;
		}
		if ((wr->send_flags & IBV_SEND_INLINE) && total > qp->init.cap.max_inline_data) {
			/* libmlx5 returns ENOMEM (set_data_inl_seg), rxe EINVAL (rxe_verbs.c validate_send_wr). */
			warn("ibv_post_send: %llu inline bytes over max_inline_data %u", (unsigned long long)total,
			     qp->init.cap.max_inline_data);
			err = cfg.provider == PROV_RXE ? EINVAL : ENOMEM;
			break;
		}
		if (total > (1u << 31)) {
			err = EINVAL;
			break;
		}
		if (qp->sq_tail - qp->sq_released >= qp->sq_cap) {
			warn("ibv_post_send: the send queue is full (%u WQEs%s)", qp->sq_cap,
			     cfg.provider == PROV_MLX5 ? "; libmlx5 frees unsignaled WQEs' slots only when it polls a "
							 "later send CQE"
						       : "");
			err = ENOMEM;
			break;
		}
		w = swqe_at(qp, qp->sq_tail);
		memset(w, 0, sizeof *w);
		w->seq = qp->sq_tail;
		w->wr_id = wr->wr_id;
		w->opcode = wr->opcode;
		w->signaled = !!(wr->send_flags & IBV_SEND_SIGNALED);
		w->length = (uint32_t)total;
		w->num_sge = wr->num_sge;
		if (wr->num_sge)
			memcpy(w->sge, wr->sg_list, sizeof *w->sge * (size_t)wr->num_sge);
		if (wr->send_flags & IBV_SEND_INLINE) {
			/* Inline: the bytes are copied now; the buffer may change after the call returns. */
			uint32_t off = 0;
			w->inl = malloc(total ? total : 1);
			if (!w->inl) {
				err = ENOMEM;
				break;
			}
			for (i = 0; i < wr->num_sge; i++) {
				memcpy(w->inl + off, (void *)(uintptr_t)wr->sg_list[i].addr, wr->sg_list[i].length);
				off += wr->sg_list[i].length;
			}
		}
		if (wr->opcode == IBV_WR_RDMA_WRITE || wr->opcode == IBV_WR_RDMA_WRITE_WITH_IMM ||
		    wr->opcode == IBV_WR_RDMA_READ) {
			w->remote_addr = wr->wr.rdma.remote_addr;
			w->rkey = wr->wr.rdma.rkey;
		}
		w->imm = wr->imm_data;
		w->state = WQE_POSTED;
		qp->sq_tail++;
		TRACE(qp, "post_send wr_id %llu opcode %d, %u bytes%s%s", (unsigned long long)wr->wr_id, (int)wr->opcode,
		      w->length, w->signaled ? ", signaled" : "", w->inl ? ", inline" : "");
		if (qp->st == IBV_QPS_ERR) {
			qp->sq_next = qp->sq_tail;
			send_error(qp, w, IBV_WC_WR_FLUSH_ERR);
		}
	}
	if (err && bad)
		*bad = wr;
	transmit(qp);
	pthread_mutex_unlock(&W.mu);
	wake_thread();
	return err;
}

static int fv_post_recv(struct ibv_qp *ibqp, struct ibv_recv_wr *wr, struct ibv_recv_wr **bad)
{
	struct fv_qp *qp = (struct fv_qp *)ibqp;
	int err = 0;
	pthread_mutex_lock(&W.mu);
	for (; wr; wr = wr->next) {
		struct fv_rwqe *r;
		if (qp->st == IBV_QPS_RESET) {
			warn("ibv_post_recv: the QP is in RESET");
			err = EINVAL;
			break;
		}
		if (wr->num_sge < 0 || (uint32_t)wr->num_sge > qp->init.cap.max_recv_sge) {
			warn("ibv_post_recv: num_sge %d over max_recv_sge %u", wr->num_sge, qp->init.cap.max_recv_sge);
			err = EINVAL;
			break;
		}
		if (qp->rq_tail - qp->rq_head >= qp->init.cap.max_recv_wr) {
			warn("ibv_post_recv: the receive queue is full (%u WQEs)", qp->init.cap.max_recv_wr);
			err = ENOMEM;
			break;
		}
		r = &qp->rq[qp->rq_tail % qp->rq_cap];
		memset(r, 0, sizeof *r);
		r->wr_id = wr->wr_id;
		r->num_sge = wr->num_sge;
		if (wr->num_sge)
			memcpy(r->sge, wr->sg_list, sizeof *r->sge * (size_t)wr->num_sge);
		qp->rq_tail++;
		TRACE(qp, "post_recv wr_id %llu", (unsigned long long)wr->wr_id);
		if (qp->st == IBV_QPS_ERR)
			recv_cqe(qp, IBV_WC_WR_FLUSH_ERR, NULL, 0);
	}
	if (err && bad)
		*bad = wr;
	pthread_mutex_unlock(&W.mu);
	return err;
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Strings                                                                                                      */
/* ------------------------------------------------------------------------------------------------------------ */

/* libibverbs' strings (rdma-core libibverbs/enum_strs.c). */
FV_EXPORT const char *ibv_wc_status_str(enum ibv_wc_status status)
{
	static const char *const s[] = {
		"success", "local length error", "local QP operation error", "local EE context operation error",
		"local protection error", "Work Request Flushed Error", "memory management operation error",
		"bad response error", "local access error", "remote invalid request error", "remote access error",
		"remote operation error", "transport retry counter exceeded", "RNR retry counter exceeded",
		"local RDD violation error", "remote invalid RD request", "aborted error", "invalid EE context number",
		"invalid EE context state", "fatal error", "response timeout error", "general error", "TM error",
		"TM software rendezvous",
	};
	return (unsigned)status < sizeof s / sizeof s[0] ? s[status] : "unknown";
}

FV_EXPORT const char *ibv_port_state_str(enum ibv_port_state state)
{
	static const char *const s[] = { "no state change (NOP)", "down", "init", "armed", "active", "active deferred" };
	return (unsigned)state < sizeof s / sizeof s[0] ? s[state] : "unknown";
}

FV_EXPORT const char *ibv_node_type_str(enum ibv_node_type type)
{
	return type == IBV_NODE_CA ? "InfiniBand channel adapter" : "unknown";
}
