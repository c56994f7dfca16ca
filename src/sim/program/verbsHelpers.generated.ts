// Generated from verbsHelpers.c by `npm run gen:c` (scripts/genC.ts): edit verbsHelpers.c, then run it again.

/** The text of verbsHelpers.c, as src/sim reads it (the CLI runs under tsx, which has no `?raw` imports). */
export const VERBS_HELPERS_C = `// The static helpers of every generated program: the C between the #defines and run_a() (cProgram.ts writes the
// rest, which depends on the scenario line by line). This file is the source of truth; after changing it, run
// \`npm run gen:c\` to rewrite verbsHelpers.generated.ts, which src/sim imports (a unit test fails until you do).
//
// The template's syntax (src/sim/program/cTemplate.ts reads it):
//   // ...                   a note on the template, never copied (the program's own comments are /* */);
//   /*@ key name=value */    a comment in the reader's language: the catalogue message \`key\` (src/i18n/en/code.ts),
//                            its parameters taken from the named values;
//   {{value}}                a value of the scenario's plan, written into the code;
//   //@ if flag ... //@ else ... //@ end       lines only some programs have;
//   //@ anchor call ... //@ end                lines a step lights in the Code view (src/sim/program/codeAnchor.ts).
// Indent by four spaces a level: a line that ends with "{" opens one, a line that starts with "}" closes one.
struct peer_info {
    uint32_t qpn, psn, rkey;
    uint16_t lid;
    union ibv_gid gid;
    uint64_t addr;
};

static void die(const char *what)
{
    perror(what);
    exit(EXIT_FAILURE);
}

/*@ code.c.fail */
static void fail(const char *what, int err)
{
    fprintf(stderr, "%s: %s\\n", what, strerror(err));
    exit(EXIT_FAILURE);
}

/*@ code.c.tcp */
static int tcp_connect(const char *host)
{
    struct addrinfo hints, *res, *ai;
    int fd = -1;
    memset(&hints, 0, sizeof hints);
    hints.ai_socktype = SOCK_STREAM;
    if (getaddrinfo(host, TCP_PORT, &hints, &res) != 0)
        die("getaddrinfo");
    for (ai = res; ai && fd < 0; ai = ai->ai_next) {
        fd = socket(ai->ai_family, ai->ai_socktype, ai->ai_protocol);
        if (fd >= 0 && connect(fd, ai->ai_addr, ai->ai_addrlen) != 0) {
            close(fd);
            fd = -1;
        }
    }
    freeaddrinfo(res);
    if (fd < 0)
        die("connect");
    return fd;
}

static int tcp_accept(void)
{
    struct addrinfo hints, *res;
    int one = 1, lfd, fd;
    memset(&hints, 0, sizeof hints);
    hints.ai_socktype = SOCK_STREAM;
    hints.ai_flags = AI_PASSIVE;
    if (getaddrinfo(NULL, TCP_PORT, &hints, &res) != 0)
        die("getaddrinfo");
    lfd = socket(res->ai_family, res->ai_socktype, res->ai_protocol);
    if (lfd < 0 || setsockopt(lfd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one) != 0)
        die("socket");
    if (bind(lfd, res->ai_addr, res->ai_addrlen) != 0 || listen(lfd, 1) != 0)
        die("bind");
    freeaddrinfo(res);
    fd = accept(lfd, NULL, NULL);
    if (fd < 0)
        die("accept");
    close(lfd);
    return fd;
}

/*@ code.c.tell */
static void tell(int fd, char what)
{
    if (write(fd, &what, 1) != 1)
        die("write");
}

static void wait_for(int fd, char what)
{
    char c;
    if (read(fd, &c, 1) != 1 || c != what)
        die("read");
}

/*@ code.c.exchange.how */
static void exchange(int fd, const struct peer_info *me, struct peer_info *peer)
{
    char line[160], gid[33];
    unsigned qpn, psn, lid, rkey;
    uint64_t addr;
    size_t i, got = 0;
    int n;
    for (i = 0; i < 16; i++)
        snprintf(gid + 2 * i, 3, "%02x", me->gid.raw[i]);
    n = snprintf(line, sizeof line, "%06x %06x %04x %s %016" PRIx64 " %08x\\n",
                 (unsigned)me->qpn, (unsigned)me->psn, (unsigned)me->lid, gid, me->addr, (unsigned)me->rkey);
    if (n < 0 || write(fd, line, (size_t)n) != n)
        die("write");
    while (got < sizeof line - 1) {
        if (read(fd, line + got, 1) != 1)
            die("read");
        if (line[got++] == '\\n')
            break;
    }
    line[got] = '\\0';
    if (sscanf(line, "%x %x %x %32s %" SCNx64 " %x", &qpn, &psn, &lid, gid, &addr, &rkey) != 6) {
        fprintf(stderr, "exchange: bad line from the peer\\n");
        exit(EXIT_FAILURE);
    }
    peer->qpn = qpn;
    peer->psn = psn;
    peer->lid = (uint16_t)lid;
    peer->addr = addr;
    peer->rkey = rkey;
    for (i = 0; i < 16; i++)
        sscanf(gid + 2 * i, "%2hhx", &peer->gid.raw[i]);
}

/*@ code.c.localInfo */
static void local_info(struct ibv_context *ctx, struct ibv_qp *qp, struct peer_info *me)
{
    struct ibv_port_attr port;
    int e = ibv_query_port(ctx, IB_PORT, &port);
    if (e)
        fail("ibv_query_port", e);
    if (ibv_query_gid(ctx, IB_PORT, gid_index, &me->gid))
        die("ibv_query_gid");
    me->qpn = qp->qp_num;
    me->lid = port.lid;
}

//@ anchor create-qp
//@ if rxe
/*@ code.c.createQpRxe inline=maxInlineData sge=sgeBytes */
//@ else
/*@ code.c.createQp inline=maxInlineData */
//@ end
static struct ibv_qp *create_qp(struct ibv_pd *pd, struct ibv_cq *cq)
{
    struct ibv_qp_init_attr init;
    struct ibv_qp *qp;
    memset(&init, 0, sizeof init);
    init.send_cq = cq;
    init.recv_cq = cq;
    init.qp_type = IBV_QPT_RC;
    init.sq_sig_all = 0;
    init.cap.max_send_wr = {{maxSendWr}};
    init.cap.max_recv_wr = {{maxRecvWr}};
    init.cap.max_send_sge = {{maxSendSge}};
    init.cap.max_recv_sge = {{maxRecvSge}};
    init.cap.max_inline_data = {{maxInlineData}};
    qp = ibv_create_qp(pd, &init);
    if (!qp)
        die("ibv_create_qp");
    return qp;
}
//@ end

//@ anchor modify-init
/*@ code.c.init */
static void to_init(struct ibv_qp *qp, int access)
{
    struct ibv_qp_attr a;
    int e;
    memset(&a, 0, sizeof a);
    a.qp_state = IBV_QPS_INIT;
    a.pkey_index = 0;
    a.port_num = IB_PORT;
    a.qp_access_flags = access;
    e = ibv_modify_qp(qp, &a, IBV_QP_STATE | IBV_QP_PKEY_INDEX | IBV_QP_PORT | IBV_QP_ACCESS_FLAGS);
    if (e)
        fail("ibv_modify_qp(INIT)", e);
}
//@ end

//@ anchor modify-rtr
/*@ code.c.rtr mtu=pathMtu rnr=minRnrTimer rd=maxDestRdAtomic */
static void to_rtr(struct ibv_qp *qp, const struct peer_info *peer)
{
    struct ibv_qp_attr a;
    int e;
    memset(&a, 0, sizeof a);
    a.qp_state = IBV_QPS_RTR;
    struct ibv_port_attr port;
    if ((e = ibv_query_port(qp->context, IB_PORT, &port)))
        fail("ibv_query_port", e);
    a.path_mtu = {{pathMtu}} < port.active_mtu ? {{pathMtu}} : port.active_mtu;
    a.dest_qp_num = peer->qpn;
    a.rq_psn = peer->psn;
    a.max_dest_rd_atomic = {{maxDestRdAtomic}};
    a.min_rnr_timer = {{minRnrTimer}};
    a.ah_attr.port_num = IB_PORT;
//@ if nativeIb
    /*@ code.c.rtr.lid */
    a.ah_attr.dlid = peer->lid;
//@ else
    /*@ code.c.rtr.gid */
    a.ah_attr.is_global = 1;
    a.ah_attr.grh.dgid = peer->gid;
    a.ah_attr.grh.sgid_index = (uint8_t)gid_index;
    a.ah_attr.grh.hop_limit = 64;
//@ end
    e = ibv_modify_qp(qp, &a, IBV_QP_STATE | IBV_QP_AV | IBV_QP_PATH_MTU | IBV_QP_DEST_QPN | IBV_QP_RQ_PSN |
                      IBV_QP_MAX_DEST_RD_ATOMIC | IBV_QP_MIN_RNR_TIMER);
    if (e)
        fail("ibv_modify_qp(RTR)", e);
}
//@ end

//@ anchor modify-rts
/*@ code.c.rts timeout=timeout retry=retryCnt rnrRetry=rnrRetry */
static void to_rts(struct ibv_qp *qp, uint32_t sq_psn)
{
    struct ibv_qp_attr a;
    int e;
    memset(&a, 0, sizeof a);
    a.qp_state = IBV_QPS_RTS;
    a.sq_psn = sq_psn;
    a.timeout = {{timeout}};
    a.retry_cnt = {{retryCnt}};
    a.rnr_retry = {{rnrRetry}};
    a.max_rd_atomic = {{maxRdAtomic}};
    e = ibv_modify_qp(qp, &a, IBV_QP_STATE | IBV_QP_SQ_PSN | IBV_QP_TIMEOUT | IBV_QP_RETRY_CNT | IBV_QP_RNR_RETRY |
                      IBV_QP_MAX_QP_RD_ATOMIC);
    if (e)
        fail("ibv_modify_qp(RTS)", e);
}
//@ end

//@ if receives
//@ anchor post-recv
//@ if rxe
/*@ code.c.postRecvRxe */
//@ else
/*@ code.c.postRecv */
//@ end
static void post_recv(struct ibv_qp *qp, uint8_t *buf, struct ibv_mr *mr)
{
    struct ibv_sge sge = { .addr = (uintptr_t)buf, .length = MESSAGE_BYTES, .lkey = mr->lkey };
    struct ibv_recv_wr wr = { .wr_id = 2, .sg_list = &sge, .num_sge = 1 }, *bad;
    int e = ibv_post_recv(qp, &wr, &bad);
    if (e)
        fail("ibv_post_recv", e);
}
//@ end

//@ end
//@ anchor poll-cq
//@ if rxe
/*@ code.c.pollRxe */
//@ else
/*@ code.c.poll */
//@ end
static int poll_one(struct ibv_cq *cq, struct ibv_wc *wc, int seconds)
{
    struct timespec t0, now;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    do {
        int n = ibv_poll_cq(cq, 1, wc);
        if (n < 0) {
            fprintf(stderr, "ibv_poll_cq failed\\n");
            exit(EXIT_FAILURE);
        }
        if (n == 1)
            return 1;
        clock_gettime(CLOCK_MONOTONIC, &now);
    } while (now.tv_sec - t0.tv_sec < seconds);
    return 0;
}
//@ end

//@ if checksCompletion
/*@ code.c.expect */
static int expect_wc(const char *who, const struct ibv_wc *wc, enum ibv_wc_status status, int opcode)
{
    if (wc->status == IBV_WC_SUCCESS)
        printf("%s: wc.status %s, wc.opcode %d\\n", who, ibv_wc_status_str(wc->status), (int)wc->opcode);
    else
        printf("%s: wc.status %s, wc.vendor_err 0x%x\\n", who, ibv_wc_status_str(wc->status), (unsigned)wc->vendor_err);
    if (wc->status == IBV_WC_SUCCESS && (wc->wc_flags & IBV_WC_WITH_IMM))
        printf("%s: wc.imm_data 0x%x\\n", who, (unsigned)ntohl(wc->imm_data));
    if (wc->status != status || (wc->status == IBV_WC_SUCCESS && (int)wc->opcode != opcode)) {
        printf("%s: the trace shows %s\\n", who, ibv_wc_status_str(status));
        return 1;
    }
    return 0;
}

//@ end
//@ if showsBuffer
static void show(const char *who, const uint8_t *buf, size_t n)
{
    size_t i;
    printf("%s: first bytes of the buffer:", who);
    for (i = 0; i < n && i < {{shownBytes}}; i++)
        printf(" %02x", buf[i]);
    printf("\\n");
}

//@ end
static uint8_t *alloc_buffer(size_t bytes, int fill)
{
    void *p;
    size_t i;
    if (posix_memalign(&p, 4096, bytes))
        die("posix_memalign");
    for (i = 0; i < bytes; i++)
        ((uint8_t *)p)[i] = fill ? PATTERN[i % sizeof PATTERN] : 0;
    return p;
}
`;
