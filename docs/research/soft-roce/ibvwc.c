#include <stdio.h>
#include <stddef.h>
#include <infiniband/verbs.h>
#define F(T,m) printf("  %-16s off %3zu size %zu\n", #m, offsetof(struct T, m), sizeof(((struct T*)0)->m))
int main(void){ printf("struct ibv_wc sizeof %zu\n", sizeof(struct ibv_wc)); F(ibv_wc,wr_id);F(ibv_wc,status);F(ibv_wc,opcode);F(ibv_wc,vendor_err);F(ibv_wc,byte_len);F(ibv_wc,imm_data);F(ibv_wc,qp_num);F(ibv_wc,src_qp);F(ibv_wc,wc_flags);F(ibv_wc,pkey_index);F(ibv_wc,slid);F(ibv_wc,sl);F(ibv_wc,dlid_path_bits);
printf("struct ibv_sge sizeof %zu\n", sizeof(struct ibv_sge)); return 0;}
