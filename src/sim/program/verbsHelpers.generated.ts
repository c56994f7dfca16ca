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

/*@ code.c.die */
static void die(const char *what)
{
    perror(what);
    exit(EXIT_FAILURE);
}

static void refuse(const char *why)
{
    fprintf(stderr, "%s\\n", why);
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
    int g = getaddrinfo(host, TCP_PORT, &hints, &res);
    if (g != 0) {
        fprintf(stderr, "getaddrinfo %s: %s\\n", host, gai_strerror(g));
        exit(EXIT_FAILURE);
    }
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

/*@ code.c.tcpAccept */
static int tcp_accept(void)
{
    struct addrinfo hints, *res;
    int one = 1, zero = 0, lfd = -1, fd, family;
    for (family = 0; family < 2 && lfd < 0; family++) {
        memset(&hints, 0, sizeof hints);
        hints.ai_family = family == 0 ? AF_INET6 : AF_INET;
        hints.ai_socktype = SOCK_STREAM;
        hints.ai_flags = AI_PASSIVE;
        if (getaddrinfo(NULL, TCP_PORT, &hints, &res) != 0)
            continue;
        lfd = socket(res->ai_family, res->ai_socktype, res->ai_protocol);
        if (lfd >= 0 && res->ai_family == AF_INET6 && setsockopt(lfd, IPPROTO_IPV6, IPV6_V6ONLY, &zero, sizeof zero) != 0) {
            close(lfd);
            lfd = -1;
        }
        if (lfd >= 0 && (setsockopt(lfd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one) != 0 ||
                         bind(lfd, res->ai_addr, res->ai_addrlen) != 0 || listen(lfd, 1) != 0)) {
            close(lfd);
            lfd = -1;
        }
        freeaddrinfo(res);
    }
    if (lfd < 0)
        die("listen");
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
    ssize_t n = read(fd, &c, 1);
    if (n == 0 || (n < 0 && errno == ECONNRESET))
        refuse("the other side closed the connection (it stopped: see its output)");
    if (n < 0)
        die("read");
    if (c != what) {
        fprintf(stderr, "the other side sent '%c', not '%c'\\n", c, what);
        exit(EXIT_FAILURE);
    }
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
        ssize_t r = read(fd, line + got, 1);
        if (r == 0 || (r < 0 && errno == ECONNRESET))
            refuse("the other side closed the connection before sending its numbers");
        if (r < 0)
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

//@ if nativeIb
/*@ code.c.portIb */
static void check_port(const struct ibv_port_attr *port)
{
    if (port->link_layer != IBV_LINK_LAYER_INFINIBAND)
        refuse("this program is for native InfiniBand, and port 1 of this device is Ethernet (RoCE or soft-RoCE): "
               "generate the RoCEv2 program (transport rocev2)");
    if (port->lid == 0)
        refuse("port 1 has no LID yet: a subnet manager assigns it (is opensm running on the fabric?)");
}
//@ else
/*@ code.c.portRoce family=ipFamily */
static int is_wanted_gid(struct ibv_context *ctx, int index)
{
    struct ibv_gid_entry e;
    static const uint8_t v4_prefix[12] = { 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff };
    int v4;
    if (ibv_query_gid_ex(ctx, IB_PORT, (uint32_t)index, &e, 0))
        return 0;
    v4 = memcmp(e.gid.raw, v4_prefix, sizeof v4_prefix) == 0;
    if (!WANT_IPV4 && e.gid.raw[0] == 0xfe && (e.gid.raw[1] & 0xc0) == 0x80)
        return 0;
    return e.gid_type == IBV_GID_TYPE_ROCE_V2 && v4 == WANT_IPV4;
}

static void check_port(struct ibv_context *ctx, const struct ibv_port_attr *port)
{
    int i;
    if (port->link_layer != IBV_LINK_LAYER_ETHERNET)
        refuse("this program is for RoCEv2, and port 1 of this device is native InfiniBand: "
               "generate the InfiniBand program (transport ib)");
    if (gid_index >= 0) {
        if (!is_wanted_gid(ctx, gid_index)) {
            fprintf(stderr, "GID index %d is not a RoCE v2 %s GID: pass one that is (ibv_devinfo -v lists the GIDs"
                    " and their types), or no GID_INDEX to let the program find it\\n", gid_index, WANT_IPV4 ? "IPv4" : "IPv6");
            exit(EXIT_FAILURE);
        }
        return;
    }
    for (i = 0; i < port->gid_tbl_len; i++)
        if (is_wanted_gid(ctx, i)) {
            gid_index = i;
            printf("GID index %d: RoCE v2, %s\\n", i, WANT_IPV4 ? "IPv4" : "IPv6");
            return;
        }
    fprintf(stderr, "no RoCE v2 %s GID on port 1: give the interface under this device an %s address\\n",
            WANT_IPV4 ? "IPv4" : "IPv6", WANT_IPV4 ? "IPv4" : "IPv6");
    exit(EXIT_FAILURE);
}
//@ end

/*@ code.c.localInfo */
static void local_info(struct ibv_context *ctx, struct ibv_qp *qp, struct peer_info *me)
{
    struct ibv_port_attr port;
    int e = ibv_query_port(ctx, IB_PORT, &port);
    if (e)
        fail("ibv_query_port", e);
//@ if nativeIb
    check_port(&port);
//@ else
    check_port(ctx, &port);
    if (ibv_query_gid(ctx, IB_PORT, gid_index, &me->gid))
        refuse("ibv_query_gid failed for this GID index");
//@ end
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
    mtu_in_use = a.path_mtu;
    if (mtu_in_use != {{pathMtu}})
        printf("path MTU %d: the port's active MTU (the trace's is %d)\\n", 128 << mtu_in_use, 128 << {{pathMtu}});
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
static int poll_one(struct ibv_cq *cq, struct ibv_wc *wc, long long ns)
{
    struct timespec t0, now;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    for (;;) {
        int n = ibv_poll_cq(cq, 1, wc);
        if (n < 0)
            refuse("ibv_poll_cq failed");
        if (n == 1)
            return 1;
        clock_gettime(CLOCK_MONOTONIC, &now);
        if ((now.tv_sec - t0.tv_sec) * 1000000000LL + (now.tv_nsec - t0.tv_nsec) >= ns)
            return 0;
    }
}
//@ end

/*@ code.c.retryBudget timeout=timeout retry=retryCnt */
static long long retry_budget_ns(void)
{
    return {{timeout}} == 0 ? POLL_NS : ({{retryCnt}} + 1) * (4096LL << {{timeout}}) * 3 / 2;
}

static const char *wc_opcode_str(int opcode)
{
    if (opcode == IBV_WC_SEND)
        return "IBV_WC_SEND";
    if (opcode == IBV_WC_RDMA_WRITE)
        return "IBV_WC_RDMA_WRITE";
    if (opcode == IBV_WC_RDMA_READ)
        return "IBV_WC_RDMA_READ";
    if (opcode == IBV_WC_RECV)
        return "IBV_WC_RECV";
    if (opcode == IBV_WC_RECV_RDMA_WITH_IMM)
        return "IBV_WC_RECV_RDMA_WITH_IMM";
    return "another opcode";
}

/*@ code.c.expect */
static int expect_wc(const char *who, const struct ibv_wc *wc, int status, int opcode, uint64_t wr_id, long long byte_len, long long imm)
{
    int rc = 0;
    if (wc->status == IBV_WC_SUCCESS)
        printf("%s: wc.status %s, wc.opcode %s, wc.wr_id %" PRIu64 ", wc.byte_len %u\\n", who, ibv_wc_status_str(wc->status),
               wc_opcode_str(wc->opcode), wc->wr_id, wc->byte_len);
    else
        printf("%s: wc.status %s, wc.vendor_err 0x%x\\n", who, ibv_wc_status_str(wc->status), (unsigned)wc->vendor_err);
    if (wc->status == IBV_WC_SUCCESS && (wc->wc_flags & IBV_WC_WITH_IMM))
        printf("%s: wc.imm_data 0x%x\\n", who, (unsigned)ntohl(wc->imm_data));
    if ((int)wc->status != status) {
        printf("%s: MISMATCH: the trace shows %s\\n", who, ibv_wc_status_str((enum ibv_wc_status)status));
        return 1;
    }
    if (wc->wr_id != wr_id) {
        printf("%s: MISMATCH: wc.wr_id %" PRIu64 ", the work request's is %" PRIu64 "\\n", who, wc->wr_id, wr_id);
        rc = 1;
    }
    if (wc->status != IBV_WC_SUCCESS)
        return rc;
    if ((int)wc->opcode != opcode) {
        printf("%s: MISMATCH: the trace shows %s\\n", who, wc_opcode_str(opcode));
        rc = 1;
    }
    if (byte_len >= 0 && wc->byte_len != (uint32_t)byte_len) {
        printf("%s: MISMATCH: wc.byte_len %u, the message has %lld bytes\\n", who, wc->byte_len, byte_len);
        rc = 1;
    }
    if (imm >= 0 && (!(wc->wc_flags & IBV_WC_WITH_IMM) || ntohl(wc->imm_data) != (uint32_t)imm)) {
        printf("%s: MISMATCH: the immediate data A sent is 0x%llx\\n", who, imm);
        rc = 1;
    }
    return rc;
}

//@ if showsBuffer
/*@ code.c.checkData */
static int check_data(const char *who, const uint8_t *buf, size_t n, int landed)
{
    size_t i;
    printf("%s: first bytes of the buffer:", who);
    for (i = 0; i < n && i < {{shownBytes}}; i++)
        printf(" %02x", buf[i]);
    printf("\\n");
    for (i = 0; i < n; i++) {
        uint8_t want = landed ? PATTERN[i % sizeof PATTERN] : 0;
        if (buf[i] != want) {
            printf("%s: MISMATCH at byte %zu: 0x%02x, the trace shows 0x%02x (%s)\\n", who, i, buf[i], want,
                   landed ? "the pattern A sent" : "nothing lands");
            return 1;
        }
    }
    printf("%s: all %zu bytes %s\\n", who, n, landed ? "are the pattern A sent" : "are untouched: nothing landed");
    return 0;
}

//@ end
//@ if hostMemory
/*@ code.c.memlock */
static void check_memlock(size_t bytes)
{
    struct rlimit r;
    if (geteuid() == 0 || getrlimit(RLIMIT_MEMLOCK, &r) != 0 || r.rlim_cur == RLIM_INFINITY || r.rlim_cur >= bytes)
        return;
    fprintf(stderr, "ibv_reg_mr pins %zu bytes, and the locked-memory limit (ulimit -l) is %llu KiB: raise it"
            " (ulimit -l unlimited, or memlock in /etc/security/limits.conf), or run as root\\n", bytes,
            (unsigned long long)r.rlim_cur / 1024);
    exit(EXIT_FAILURE);
}

//@ end
/*@ code.c.qpState */
static void show_qp_state(const char *who, struct ibv_qp *qp)
{
    static const char *const names[] = { "RESET", "INIT", "RTR", "RTS", "SQD", "SQE", "ERR" };
    struct ibv_qp_attr a;
    struct ibv_qp_init_attr init;
    int e = ibv_query_qp(qp, &a, IBV_QP_STATE, &init);
    if (e)
        fail("ibv_query_qp", e);
    printf("%s: QP state %s\\n", who, a.qp_state <= IBV_QPS_ERR ? names[a.qp_state] : "unknown");
}

/*@ code.c.cleanupCheck */
static int checked(int e, const char *what)
{
    if (e)
        fprintf(stderr, "%s: %s\\n", what, strerror(e));
    return e != 0;
}

static uint8_t *alloc_buffer(size_t bytes, int fill)
{
    void *p;
    size_t i;
    int e = posix_memalign(&p, 4096, bytes);
    if (e)
        fail("posix_memalign", e);
    for (i = 0; i < bytes; i++)
        ((uint8_t *)p)[i] = fill ? PATTERN[i % sizeof PATTERN] : 0;
    return p;
}

//@ if gpu
/*@ code.c.gpu.driver */
typedef int CUresult;
typedef int CUdevice;
typedef unsigned long long CUdeviceptr;
typedef struct CUctx_st *CUcontext;

/*@ code.c.gpu.syncMemops */
#define CU_POINTER_ATTRIBUTE_SYNC_MEMOPS 6

static struct {
    CUresult (*init)(unsigned int flags);
    CUresult (*device_get)(CUdevice *dev, int ordinal);
    CUresult (*primary_ctx_retain)(CUcontext *ctx, CUdevice dev);
    CUresult (*ctx_set_current)(CUcontext ctx);
    CUresult (*mem_alloc)(CUdeviceptr *dptr, size_t bytes);
    CUresult (*memcpy_htod)(CUdeviceptr dst, const void *src, size_t bytes);
    CUresult (*memcpy_dtoh)(void *dst, CUdeviceptr src, size_t bytes);
    CUresult (*mem_free)(CUdeviceptr dptr);
    CUresult (*pointer_set_attribute)(const void *value, int attribute, CUdeviceptr dptr);
} cu;

static void cuda_check(CUresult r, const char *what)
{
    if (r != 0) {
        fprintf(stderr, "%s failed: CUDA error %d\\n", what, r);
        exit(EXIT_FAILURE);
    }
}

static void *cuda_symbol(void *lib, const char *name)
{
    void *f = dlsym(lib, name);
    if (!f) {
        fprintf(stderr, "libcuda.so.1 has no %s: this program needs a CUDA 11 or later driver\\n", name);
        exit(EXIT_FAILURE);
    }
    return f;
}

/*@ code.c.gpu.load */
static void cuda_start(void)
{
    void *lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    CUdevice dev;
    CUcontext ctx;
    if (!lib) {
        fprintf(stderr, "dlopen(libcuda.so.1): %s: a GPU scenario needs NVIDIA's driver\\n", dlerror());
        exit(EXIT_FAILURE);
    }
    *(void **)&cu.init = cuda_symbol(lib, "cuInit");
    *(void **)&cu.device_get = cuda_symbol(lib, "cuDeviceGet");
    *(void **)&cu.primary_ctx_retain = cuda_symbol(lib, "cuDevicePrimaryCtxRetain");
    *(void **)&cu.ctx_set_current = cuda_symbol(lib, "cuCtxSetCurrent");
    *(void **)&cu.mem_alloc = cuda_symbol(lib, "cuMemAlloc_v2");
    *(void **)&cu.memcpy_htod = cuda_symbol(lib, "cuMemcpyHtoD_v2");
    *(void **)&cu.memcpy_dtoh = cuda_symbol(lib, "cuMemcpyDtoH_v2");
    *(void **)&cu.mem_free = cuda_symbol(lib, "cuMemFree_v2");
    *(void **)&cu.pointer_set_attribute = cuda_symbol(lib, "cuPointerSetAttribute");
    cuda_check(cu.init(0), "cuInit");
    cuda_check(cu.device_get(&dev, 0), "cuDeviceGet");
    cuda_check(cu.primary_ctx_retain(&ctx, dev), "cuDevicePrimaryCtxRetain");
    cuda_check(cu.ctx_set_current(ctx), "cuCtxSetCurrent");
}

/*@ code.c.gpu.alloc */
static uint8_t *gpu_buffer(size_t bytes, int fill)
{
    CUdeviceptr d;
    unsigned int on = 1;
    uint8_t *host = alloc_buffer(bytes, fill);
    cuda_check(cu.mem_alloc(&d, bytes), "cuMemAlloc");
    cuda_check(cu.pointer_set_attribute(&on, CU_POINTER_ATTRIBUTE_SYNC_MEMOPS, d), "cuPointerSetAttribute");
    cuda_check(cu.memcpy_htod(d, host, bytes), "cuMemcpyHtoD");
    free(host);
    return (uint8_t *)(uintptr_t)d;
}

//@ if gpuShows
/*@ code.c.gpu.read */
static uint8_t *gpu_copy_out(const uint8_t *buf, size_t bytes)
{
    uint8_t *host = alloc_buffer(bytes ? bytes : 1, 0);
    cuda_check(cu.memcpy_dtoh(host, (CUdeviceptr)(uintptr_t)buf, bytes), "cuMemcpyDtoH");
    return host;
}
//@ end

static int gpu_free(uint8_t *buf)
{
    return cu.mem_free((CUdeviceptr)(uintptr_t)buf) != 0;
}
//@ end
`;
