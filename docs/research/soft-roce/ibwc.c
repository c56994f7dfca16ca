#include <stdio.h>
#include <stdint.h>
typedef uint64_t u64; typedef uint32_t u32; typedef uint16_t u16; typedef uint8_t u8;
struct ib_cqe; struct ib_qp;
enum ib_wc_status {X}; enum ib_wc_opcode {Y};
struct ib_wc { union { u64 wr_id; struct ib_cqe *wr_cqe; }; enum ib_wc_status status; enum ib_wc_opcode opcode; u32 vendor_err; u32 byte_len; struct ib_qp *qp; union { u32 imm_data; u32 invalidate_rkey; } ex; u32 src_qp; u32 slid; int wc_flags; u16 pkey_index; u8 sl; u8 dlid_path_bits; u32 port_num; u8 smac[6]; u16 vlan_id; u8 network_hdr_type; };
int main(void){ printf("sizeof(struct ib_wc) (copy of include/rdma/ib_verbs.h v6.8, x86_64) = %zu\n", sizeof(struct ib_wc)); return 0; }
